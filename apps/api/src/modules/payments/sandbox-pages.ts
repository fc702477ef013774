import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUuid, type PaymentDetail } from '@rona/domain';
import type { PaymentStatus } from '../../db/schema';
import { paymentChannel } from './methods';
import { deliverSandboxNotification, sandboxNotification } from './sandbox-notifier';
import type { PaymentRow } from './service';

const STATUS_TEXT: Record<PaymentStatus, string> = {
  PENDING: 'Menunggu Pembayaran',
  SUCCESS: 'Pembayaran Berhasil',
  FAILED: 'Pembayaran Gagal',
  EXPIRED: 'Pembayaran Kadaluarsa',
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
const jakartaTime = (d: Date) =>
  `${d.toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'long', timeStyle: 'short' })} WIB`;

function rows(payment: PaymentRow): [string, string][] {
  const detail = payment.detail as PaymentDetail;
  const out: [string, string][] = [
    ['Invoice', payment.invoice],
    ['Metode', paymentChannel(payment.methodCode)?.label ?? payment.methodCode],
    ['Jumlah', rupiah(payment.amount)],
  ];
  if (detail.virtual_account_info)
    out.push(['Nomor Virtual Account', detail.virtual_account_info.virtual_account_number]);
  if (detail.online_to_offline_info) out.push(['Kode Pembayaran', detail.online_to_offline_info.payment_code]);
  out.push(['Batas Pembayaran', jakartaTime(payment.expiresAt)], ['Status', STATUS_TEXT[payment.status]]);
  return out;
}

/** A small self-contained page (no scripts): the payment, and Bayar / Gagalkan while it can be paid. */
export function sandboxPage(
  payment: PaymentRow,
  opts: { now: Date; notice?: string; returnUrl?: string | null },
): string {
  const payable = payment.status === 'PENDING' && payment.expiresAt > opts.now;
  const list = rows(payment)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('');
  const notice = opts.notice ? `<p class="notice" role="status">${escapeHtml(opts.notice)}</p>` : '';
  const expired =
    payment.status === 'PENDING' && !payable ? '<p class="notice" role="status">Pembayaran Kadaluarsa</p>' : '';
  const actions = payable
    ? `<form method="post"><input type="hidden" name="action" value="pay"><button type="submit" class="pay">Bayar</button></form>
       <form method="post"><input type="hidden" name="action" value="fail"><button type="submit" class="fail">Gagalkan</button></form>`
    : '';
  const back = opts.returnUrl && !payable ? `<p><a href="${escapeHtml(opts.returnUrl)}">Kembali ke Rona</a></p>` : '';
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulator Pembayaran Rona</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}p.lead{margin:0 0 1rem;color:#52606d;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dt{color:#52606d}dd{margin:0;font-weight:600;word-break:break-all}
.actions{display:flex;gap:.75rem}form{flex:1}button{width:100%;padding:.75rem;border:0;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#0f9d58;color:#fff}.fail{background:#fde2e1;color:#b42318}button:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.notice{padding:.75rem;border-radius:8px;background:#fff4e5}
</style></head>
<body><main>
<h1>Simulator Pembayaran</h1>
<p class="lead">Halaman uji dari penyedia pembayaran bawaan Rona. Tidak ada uang sungguhan yang berpindah.</p>
${notice}${expired}
<dl>${list}</dl>
<div class="actions">${actions}</div>
${back}
</main></body></html>`;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

const notFoundPage = () =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Tidak Ditemukan</title></head><body><p>Pembayaran tidak ditemukan.</p></body></html>`;

/**
 * GET/POST /payment-sandbox/:paymentId — the built-in provider's own pages. Pressing a button makes
 * the sandbox post the signed notification to the API's notification route, as DOKU would.
 */
export async function sandboxPages(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const load = async (id: string) => (isUuid(id) ? app.payments.findById(id) : null);
  const returnUrl = (payment: PaymentRow) =>
    (payment.providerPayload as { callbackUrl?: string } | null)?.callbackUrl ?? null;

  app.get<{ Params: { paymentId: string } }>('/payment-sandbox/:paymentId', async (request, reply) => {
    const payment = await load(request.params.paymentId);
    if (!payment) return html(reply, 404, notFoundPage());
    return html(reply, 200, sandboxPage(payment, { now: new Date(), returnUrl: returnUrl(payment) }));
  });

  app.post<{ Params: { paymentId: string }; Body: { action?: string } | undefined }>(
    '/payment-sandbox/:paymentId',
    async (request, reply) => {
      const payment = await load(request.params.paymentId);
      if (!payment) return html(reply, 404, notFoundPage());
      const action = request.body?.action;
      const now = new Date();
      if (action !== 'pay' && action !== 'fail')
        return html(reply, 400, sandboxPage(payment, { now, notice: 'Pilih Bayar atau Gagalkan.' }));
      if (payment.status !== 'PENDING') {
        return html(
          reply,
          409,
          sandboxPage(payment, { now, notice: 'Pembayaran ini sudah diproses.', returnUrl: returnUrl(payment) }),
        );
      }
      if (payment.expiresAt <= now)
        return html(reply, 410, sandboxPage(payment, { now, returnUrl: returnUrl(payment) }));
      const delivery = await deliverSandboxNotification(
        app,
        sandboxNotification(payment, action === 'pay' ? 'SUCCESS' : 'FAILED', now),
        now,
      );
      if (delivery.statusCode >= 300) {
        request.log.error(
          { statusCode: delivery.statusCode, body: delivery.body.slice(0, 300) },
          'payments sandbox: notification refused',
        );
        return html(
          reply,
          502,
          sandboxPage(payment, { now, notice: 'Notifikasi pembayaran ditolak oleh server toko.' }),
        );
      }
      return (
        reply
          .status(303)
          .header('x-sandbox-notification', `${delivery.via} ${delivery.statusCode}`)
          // Relative, so it works behind any public prefix (/api/payment-sandbox/… through the gateway).
          .header('location', `./${payment.id}`)
          .send()
      );
    },
  );
}
