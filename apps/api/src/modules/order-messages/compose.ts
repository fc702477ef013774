import { formatRupiah } from '@rona/rules';
import { paths } from '@rona/routes';
import type { DbOrTx } from '../../db/client';
import type { MailMessage, WhatsAppMessage } from '../messaging';
import { findOrder, linesOf, type OrderRow } from '../order-records/repository';
import { paymentChannel } from '../payments/methods';
import { paymentByInvoice } from '../payments/repository';
import { fill, shopDateTime } from './format';
import { apiLink, signedUnsubscribePath, siteLink } from '../messaging/links';
import { subscriberById, type OutgoingRow } from './repository';
import { renderMail, SHOP, type MailContent, type MailFact } from '../messaging/mails/layout';
import { newsletterWelcome } from './mails/newsletter';
import { NEWSLETTER_WELCOME } from './newsletter';
import { MAIL_WORDS as WORDS } from './messages';
import type { OrderStep } from './steps';

/** What composing needs besides the database: where links point and the unsubscribe key. */
export interface ComposeContext {
  siteUrl: string;
  publicBaseUrl: string;
  mailLinkSecret: string;
}

/** A message ready for an adapter, one not to send any more (with why), or one to try again shortly. */
export type Composed =
  | { kind: 'mail'; subject: string; message: MailMessage }
  | { kind: 'whatsapp'; subject: string; message: WhatsAppMessage }
  | { kind: 'skip'; reason: string }
  | { kind: 'later'; reason: string };

const UNPAID = new Set(['WAITING_PAYMENT', 'PENDING']);

/** 'BCA Virtual Account', 'Alfamart', 'Kartu Kredit / Debit'. */
function methodName(code: string): string {
  const channel = paymentChannel(code);
  if (!channel) return code;
  return channel.family === 'VIRTUAL_ACCOUNT' ? `${channel.label} Virtual Account` : channel.label;
}

/** The number the buyer pays to: the VA number or the pay-at-store code, when the method has one. */
function payCode(detail: Record<string, unknown> | undefined): MailFact | null {
  const va = (detail?.virtual_account_info as { virtual_account_number?: string } | undefined)?.virtual_account_number;
  if (va) return { label: 'Nomor Virtual Account', value: va, strong: true };
  const store = (detail?.online_to_offline_info as { payment_code?: string } | undefined)?.payment_code;
  if (store) return { label: 'Kode Pembayaran', value: store, strong: true };
  return null;
}

/** Facts, button and links of an order mail, from the order as it is now. */
async function orderContent(
  db: DbOrTx,
  ctx: ComposeContext,
  step: OrderStep,
  order: OrderRow,
  payload: Record<string, unknown>,
): Promise<MailContent | Composed> {
  const unpaidStep = step === 'placed' || step === 'reminder';
  if (unpaidStep && !UNPAID.has(order.status)) return { kind: 'skip', reason: `pesanan sudah ${order.status}` };
  const payment = unpaidStep ? await paymentByInvoice(db, order.invoice) : null;
  // 'Bayar' commits the order before the provider answers: the payment row follows in a moment.
  if (unpaidStep && !payment) return { kind: 'later', reason: 'pembayaran belum dibuat' };
  const guestUuid = order.guestUuid;
  const trackingUrl = guestUuid ? siteLink(ctx.siteUrl, paths.trackingOrder(guestUuid)) : null;
  const orderUrl = trackingUrl ?? siteLink(ctx.siteUrl, paths.activity('transaction'));
  const vars = {
    invoice: order.invoice,
    deadline: shopDateTime(order.expiresAt),
    total: formatRupiah(order.grandTotal),
    refund: formatRupiah(order.refundAmount ?? 0),
  };
  const w = WORDS[step];
  const paragraphs = w.lines.map((l) => fill(l, vars));
  const facts: MailFact[] = [{ label: 'Nomor Pesanan', value: order.invoice }];
  let items: string[] | undefined;
  let button = { label: guestUuid ? 'Lacak Pesanan' : 'Lihat Pesanan', url: orderUrl };
  const links: { label: string; url: string }[] = [];
  if (unpaidStep) {
    const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
    items = lines.map(
      (l) => `${l.quantity} × ${`${l.name} ${l.size}`.trim()} — ${formatRupiah(l.finalPrice * l.quantity)}`,
    );
    facts.push(
      { label: 'Total Pembayaran', value: formatRupiah(order.grandTotal) },
      { label: 'Metode Pembayaran', value: methodName(order.paymentCode) },
    );
    const code = payCode(payment?.detail);
    if (code) facts.push(code);
    facts.push({ label: 'Batas Pembayaran', value: vars.deadline });
    const payPath = guestUuid ? paths.paymentGuest(guestUuid) : paths.payment(order.paymentCode, order.invoice);
    button = { label: 'Bayar Sekarang', url: siteLink(ctx.siteUrl, payPath) };
    if (trackingUrl) links.push({ label: 'Lacak Pesanan', url: trackingUrl });
  }
  if (step === 'shipped') {
    facts.push({ label: 'Kurir', value: `${order.shipping.shippingAgency} ${order.shipping.serviceName}`.trim() });
    // Recorded on the order when the operator ships (orders.waybill, issue 16 item 4).
    const waybill = typeof payload.waybill === 'string' ? payload.waybill : order.waybill;
    if (waybill) facts.push({ label: 'Nomor Resi', value: waybill, strong: true });
    button = { label: 'Lacak Pesanan', url: orderUrl };
  }
  if (step === 'finished' && order.userId && order.cashback > 0)
    paragraphs.push(`Kamu mendapatkan ${order.cashback} NMW Poin dari pesanan ini.`);
  if (step === 'paid' || step === 'refundApproved')
    facts.push({
      label: step === 'paid' ? 'Total Pembayaran' : 'Dana Dikembalikan',
      value: step === 'paid' ? vars.total : vars.refund,
    });
  if (step === 'refundRequested' && order.refundReason) facts.push({ label: 'Alasan', value: order.refundReason });
  return {
    preview: paragraphs[0] ?? w.heading,
    heading: w.heading,
    greeting: `Halo ${order.contact.name || 'Kak'},`,
    paragraphs,
    items,
    facts,
    button,
    links,
  };
}

/** The WhatsApp text of a mail's content: short, the facts one per line, the button as a link. */
export function whatsAppText(c: MailContent): string {
  const lines = [`*${SHOP.name}* — ${c.heading}`, '', c.greeting, ...c.paragraphs];
  if (c.facts?.length) lines.push('', ...c.facts.map((f) => `${f.label}: ${f.strong ? `*${f.value}*` : f.value}`));
  if (c.button) lines.push('', `${c.button.label}: ${c.button.url}`);
  for (const l of c.links ?? []) lines.push(`${l.label}: ${l.url}`);
  return lines.join('\n');
}

const isContent = (x: MailContent | Composed): x is MailContent => !('kind' in x);

/** Turns an outbox row into what an adapter sends, reading the order (or subscriber) as it is now. */
export async function composeMessage(db: DbOrTx, ctx: ComposeContext, row: OutgoingRow): Promise<Composed> {
  let content: MailContent;
  let subject: string;
  let headers: Record<string, string> | undefined;
  const data: Record<string, unknown> = { kind: row.kind, messageId: row.id };
  if (row.kind.startsWith('order.')) {
    const step = row.kind.slice('order.'.length) as OrderStep;
    if (!WORDS[step]) return { kind: 'skip', reason: `jenis pesan tidak dikenal: ${row.kind}` };
    const order = row.orderId ? await findOrder(db, { id: row.orderId }) : null;
    if (!order) return { kind: 'skip', reason: 'pesanan tidak ditemukan' };
    const made = await orderContent(db, ctx, step, order, row.payload);
    if (!isContent(made)) return made;
    content = made;
    subject = `${fill(WORDS[step].subject, { invoice: order.invoice })} — ${SHOP.name}`;
    Object.assign(data, {
      invoice: order.invoice,
      link: content.button?.url ?? null,
      links: content.links?.map((l) => l.url) ?? [],
    });
    const code = content.facts?.find((f) => f.strong);
    if (code) data.code = code.value;
  } else if (row.kind === NEWSLETTER_WELCOME) {
    const s = await subscriberById(db, String(row.payload.subscriberId ?? ''));
    if (!s) return { kind: 'skip', reason: 'pelanggan tidak ditemukan' };
    const unsubscribeUrl = siteLink(ctx.siteUrl, signedUnsubscribePath(ctx.mailLinkSecret, s));
    const oneClick = apiLink(
      ctx.siteUrl,
      ctx.publicBaseUrl,
      `/subscribe/v1/one-click${signedUnsubscribePath(ctx.mailLinkSecret, s).slice('/subscribe'.length)}`,
    );
    content = newsletterWelcome({ shopUrl: siteLink(ctx.siteUrl, '/products'), unsubscribeUrl });
    subject = `Selamat datang di newsletter ${SHOP.name}`;
    // RFC 2369 / RFC 8058: mail clients show their own 'Unsubscribe' and may POST to the one-click URL.
    headers = {
      'List-Unsubscribe': `<${oneClick}>, <${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    Object.assign(data, { link: content.button?.url ?? null, unsubscribeUrl, oneClickUrl: oneClick, headers });
  } else {
    return { kind: 'skip', reason: `jenis pesan tidak dikenal: ${row.kind}` };
  }
  if (row.channel === 'whatsapp')
    return { kind: 'whatsapp', subject, message: { to: row.recipient, text: whatsAppText(content), data } };
  const { html, text } = await renderMail(content);
  return { kind: 'mail', subject, message: { to: row.recipient, subject, text, html, data, headers } };
}
