import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '@rona/domain';
import { checkouts } from './cart';
import { addresses, districts } from './members';

/** The guest's one address as entered at checkout (area names resolved, e-mail included). */
export type GuestCheckoutAddress = Address & { email: string };

/**
 * What the buyer chose on a checkout (kept apart from `checkouts`, which the cart owns). Prices are
 * never stored: the shipping service is kept by its quote id and re-priced on every read.
 */
export const checkoutChoices = pgTable('checkout_choices', {
  checkoutId: uuid('checkout_id')
    .primaryKey()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  /** A member's chosen address; null = their primary one. */
  addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  guestAddress: jsonb('guest_address').$type<GuestCheckoutAddress>(),
  shippingId: text('shipping_id'),
  insurance: boolean('insurance').notNull().default(false),
  paymentCode: text('payment_code'),
  usingPoint: boolean('using_point').notNull().default(false),
  /** sha-256 of the guest token issued on the first guest update; from then on the token is required. */
  guestTokenHash: text('guest_token_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** KiriminAja's kecamatan id for a government district code (filled by operations; read by the provider). */
export const shippingDistrictIds = pgTable('shipping_district_ids', {
  districtId: text('district_id')
    .primaryKey()
    .references(() => districts.id),
  providerId: integer('provider_id').notNull(),
});
