import { INVOICE_PREFIX } from '@rona/domain';
import { normalizePhone } from '@rona/rules';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import type { RateLimiter, RateRule } from '../../http/rate-limit';
import { orderMessages as m } from './messages';
import { orderForLookup } from './repository';

const MINUTE = 60_000;

/**
 * Failed lookups only (a buyer who types it right is never slowed): 10 per 15 min per client
 * address, 5 per 15 min per client address + invoice (so the contact of a known invoice cannot be
 * guessed from one address). Never per invoice alone: strangers' failures must not lock the buyer
 * out of their own order (as login since decision 007).
 */
export const LOOKUP_LIMITS = {
  guestLookupPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  guestLookupPerAddressInvoice: { limit: 5, windowMs: 15 * MINUTE },
} as const;

const lookupRules = (invoice: string, address: string): RateRule[] => [
  { name: 'guestLookupPerAddress', subject: address, ...LOOKUP_LIMITS.guestLookupPerAddress },
  {
    name: 'guestLookupPerAddressInvoice',
    subject: `${address}|${invoice}`,
    ...LOOKUP_LIMITS.guestLookupPerAddressInvoice,
  },
];

/** 'nmw-20261124-ab12cd34 ' → 'NMW-20261124-AB12CD34'; a number typed without the prefix gets it. */
export function invoiceOf(typed: string): string {
  const upper = typed.trim().toUpperCase();
  return upper.startsWith(INVOICE_PREFIX) ? upper : `${INVOICE_PREFIX}${upper}`;
}

/** Whether what the buyer typed is the order's e-mail (any case) or phone (any spelling: 0812…, +62 812…, 62812…). */
export function contactMatches(typed: string, contact: { email: string; phone: string }, addressPhone: string) {
  const value = typed.trim();
  if (value.includes('@')) return !!contact.email && value.toLowerCase() === contact.email.trim().toLowerCase();
  const phone = normalizePhone(value);
  return phone.length >= 10 && [contact.phone, addressPhone].some((p) => !!p && normalizePhone(p) === phone);
}

/**
 * Lacak Pesanan for a guest who closed the tab (issue 16 item 5): the invoice number and the e-mail
 * or phone given at checkout open the order's tracking page (its uuid). A wrong pair and an unknown
 * invoice answer alike (404, nothing learnt); a member's order asks the buyer to sign in.
 */
export async function lookUpGuestOrder(
  db: Database,
  limiter: Pick<RateLimiter, 'check' | 'fail'>,
  request: { invoice: string; contact: string; clientAddress: string },
): Promise<{ uuid: string; invoice: string }> {
  const invoice = invoiceOf(request.invoice);
  const rules = lookupRules(invoice, request.clientAddress);
  await limiter.check(rules);
  const order = await orderForLookup(db, invoice);
  if (!order || !contactMatches(request.contact, order.contact, order.addressPhone)) {
    await limiter.fail(rules);
    throw notFound(m.lookupNotFound);
  }
  if (!order.guest || !order.guestUuid)
    throw new HttpError(409, m.lookupMemberOrder, [{ message: m.lookupMemberOrder }]);
  return { uuid: order.guestUuid, invoice };
}
