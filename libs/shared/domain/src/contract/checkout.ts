import { z } from 'zod';
import {
  checkoutIdSchema,
  checkoutSchema,
  checkoutUpdateSchema,
  guestCheckoutUpdateSchema,
  paymentServiceCategorySchema,
  shippingServiceSchema,
} from '../entities/checkout';
import { guestOrderCreatedSchema, orderCreatedSchema } from '../entities/order';
import { dokuNotificationSchema, paymentNotificationResultSchema } from '../entities/payment';
import { endpoint } from './define';

const checkoutParams = z.object({ checkoutId: checkoutIdSchema });
const checkoutQuery = z.object({ checkoutId: checkoutIdSchema });
/**
 * 'Bayar': the checkout and the grand total the buyer saw. The server refuses (409, with the fresh
 * checkout as `result`) when its total, recomputed under the order's locks, differs. Optional so a
 * page loaded before this field existed still works: without it the server compares with the total
 * it computed at the start of the request (docs/product/orders.md).
 */
export const orderCreateSchema = z.object({
  checkoutId: checkoutIdSchema,
  grandTotal: z
    .number({ error: 'Total pembayaran tidak valid' })
    .int({ error: 'Total pembayaran tidak valid' })
    .min(0, { error: 'Total pembayaran tidak valid' })
    .optional(),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;

export const shippingPriceQuerySchema = z.object({
  destination: z
    .string({ error: 'Alamat Pengiriman Belum di set' })
    .trim()
    .min(1, { error: 'Alamat Pengiriman Belum di set' })
    .max(64),
  /** Total weight in grams. */
  weight: z.coerce
    .number({ error: 'Berat harus berupa angka' })
    .int({ error: 'Berat harus berupa bilangan bulat' })
    .min(1, { error: 'Berat minimal 1 gram' })
    .max(1_000_000, { error: 'Berat maksimal 1.000.000 gram' }),
  checkout: checkoutIdSchema,
});
export type ShippingPriceQuery = z.input<typeof shippingPriceQuerySchema>;

export const checkoutContract = {
  checkoutGet: endpoint({
    method: 'GET',
    path: '/e-commerce/checkout/v1/checkout',
    auth: 'member',
    query: checkoutQuery,
    result: checkoutSchema,
    summary: "A member's checkout: lines, address, shipping, payment, points and totals",
  }),
  guestCheckoutGet: endpoint({
    method: 'GET',
    path: '/e-commerce/guest/v1/checkout-guest',
    auth: 'guest',
    query: checkoutQuery,
    result: checkoutSchema,
    summary:
      "A guest's checkout (the key before the first update, the guest token after; 401 'Token tidak ditemukan' without it)",
  }),
  checkoutUpdate: endpoint({
    method: 'PUT',
    path: '/e-commerce/checkout/v1/update-checkout/:checkoutId',
    auth: 'member',
    params: checkoutParams,
    body: checkoutUpdateSchema,
    result: checkoutSchema,
    summary:
      'Choose the address, the shipping service, the payment method, or toggle points; answers the recomputed checkout',
  }),
  guestCheckoutUpdate: endpoint({
    method: 'PUT',
    path: '/e-commerce/guest/v1/update-checkout/:checkoutId',
    auth: 'guest',
    params: checkoutParams,
    body: guestCheckoutUpdateSchema,
    result: checkoutSchema.extend({ token: z.string() }),
    summary: "Set the guest's address, courier and/or payment method; `token` is the guest token to keep under GUEST__",
  }),
  shippingPrice: endpoint({
    method: 'GET',
    path: '/third-party/shipping/v1/express/price',
    auth: 'optionalMember',
    query: shippingPriceQuerySchema,
    result: z.object({ services: z.array(shippingServiceSchema) }),
    summary:
      "Courier services and prices for the checkout's own destination and weight (the query's destination and weight are not trusted; the checkout must belong to the caller)",
  }),
  paymentServices: endpoint({
    method: 'GET',
    path: '/e-commerce/payment/v1/service',
    auth: 'apiKey',
    result: z.array(paymentServiceCategorySchema),
    summary: 'Payment methods grouped by category, each with its logo and family',
  }),
  orderCreate: endpoint({
    method: 'POST',
    path: '/e-commerce/order/v1/create-order',
    auth: 'member',
    body: orderCreateSchema,
    result: orderCreatedSchema,
    summary: "Turn the member's checkout into an order and start the payment",
  }),
  guestOrderCreate: endpoint({
    method: 'POST',
    path: '/e-commerce/order/v1/create-order-guest',
    auth: 'guest',
    body: orderCreateSchema,
    result: guestOrderCreatedSchema,
    summary: "Turn the guest's checkout into an order; `uuid` opens its payment and tracking pages",
  }),
  paymentNotificationDoku: endpoint({
    method: 'POST',
    path: '/payment/v1/notification/doku',
    auth: 'none',
    body: dokuNotificationSchema,
    result: paymentNotificationResultSchema,
    summary: 'Payment provider callback (signed by DOKU); moves the order on from WAITING_PAYMENT',
  }),
} as const;
