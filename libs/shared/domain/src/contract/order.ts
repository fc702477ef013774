import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import { INVOICE_PREFIX, PAGE_SIZES } from '../constants';
import { cartSchema } from '../entities/cart';
import {
  orderDetailSchema,
  orderListItemSchema,
  orderStatusChangeSchema,
  paymentDataSchema,
  refundRequestSchema,
  trackingEventSchema,
} from '../entities/order';
import { orderStatusSchema } from '../entities/order-status';
import { endpoint } from './define';

export const invoiceSchema = z
  .string({ error: 'Invoice Tidak Valid' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Invoice Tidak Valid' });
const invoiceParams = z.object({ invoice: invoiceSchema });
const guestOrderQuery = z.object({
  search: z.uuid({ error: 'Pesanan Tidak Ditemukan' }),
});

/** Statuses as a comma list ('PROCESS,SHIPPED'), or repeated parameters. */
const statusListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(orderStatusSchema, { error: 'Status pesanan tidak dikenal' }));

export const orderSearchQuerySchema = z.object({
  limit: queryInt({ min: 1, max: 50, defaultValue: PAGE_SIZES.orders }),
  page: queryInt({ min: 1, defaultValue: 1 }),
  status: statusListSchema.optional(),
  search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
  /** One day, YYYY-MM-DD. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Format tanggal tidak valid' })
    .optional(),
});
export type OrderSearchQuery = z.input<typeof orderSearchQuerySchema>;

export const orderContract = {
  orderPayment: endpoint({
    method: 'GET',
    path: '/e-commerce/order/v1/payment/:invoice',
    auth: 'member',
    params: invoiceParams,
    result: paymentDataSchema,
    summary: "Payment-waiting data of a member's order",
  }),
  guestOrderPayment: endpoint({
    method: 'GET',
    path: '/e-commerce/guest/v1/order-payment',
    auth: 'apiKey',
    query: guestOrderQuery,
    result: paymentDataSchema,
    summary: "Payment-waiting data of a guest's order, by its uuid",
  }),
  orderCancel: endpoint({
    method: 'GET',
    path: '/e-commerce/order/v1/cancel/:invoice',
    auth: 'member',
    params: invoiceParams,
    result: orderStatusChangeSchema,
    summary: 'Cancel an unpaid order',
  }),
  orderDetail: endpoint({
    method: 'GET',
    path: '/e-commerce/order/v1/search/:invoice',
    auth: 'member',
    params: invoiceParams,
    result: orderDetailSchema,
    summary: "One of the member's orders (detail dialog, invoice, point log)",
  }),
  orderSearch: endpoint({
    method: 'GET',
    path: '/e-commerce/order/v1/search-order',
    auth: 'member',
    query: orderSearchQuerySchema,
    result: pagedSchema(orderListItemSchema),
    summary: "The member's orders by status, text and day, newest first",
  }),
  orderAgain: endpoint({
    method: 'GET',
    path: '/e-commerce/order/v1/order-again',
    auth: 'member',
    query: z.object({ invoice: invoiceSchema }),
    result: cartSchema,
    summary: "Put an order's products back in the cart",
  }),
  orderConfirmSuccess: endpoint({
    method: 'GET',
    path: '/e-commerce/order/v1/confirm-success/:invoice',
    auth: 'member',
    params: invoiceParams,
    result: orderStatusChangeSchema,
    summary: 'Finish a DELIVERED order (may award points)',
  }),
  refundRequest: endpoint({
    method: 'PUT',
    path: '/e-commerce/refund/v1/refund-request/:invoice',
    auth: 'member',
    params: invoiceParams,
    body: refundRequestSchema,
    result: orderStatusChangeSchema,
    summary: 'Cancel a WAITING_CONFIRM order with a refund to the saved bank account',
  }),
  guestOrder: endpoint({
    method: 'GET',
    path: '/e-commerce/guest/v1/order',
    auth: 'apiKey',
    query: guestOrderQuery,
    result: orderDetailSchema,
    summary: "A guest's order by its uuid (tracking page, guest invoice)",
  }),
  guestOrderLookup: endpoint({
    method: 'POST',
    path: '/e-commerce/guest/v1/order-lookup',
    auth: 'apiKey',
    body: z.object({
      invoice: z
        .string({ error: 'Nomor invoice belum diisi' })
        .trim()
        .min(1, { error: 'Nomor invoice belum diisi' })
        .max(64, { error: 'Nomor invoice tidak valid' }),
      contact: z
        .string({ error: 'Email atau nomor telepon belum diisi' })
        .trim()
        .min(1, { error: 'Email atau nomor telepon belum diisi' })
        .max(254, { error: 'Email atau nomor telepon tidak valid' }),
    }),
    result: z.object({ uuid: z.string(), invoice: z.string() }),
    summary:
      "Lacak Pesanan: a guest's order by invoice + the e-mail or phone used at checkout; answers the tracking page's uuid (failed tries rate-limited)",
  }),
  orderTracking: endpoint({
    method: 'GET',
    path: '/third-party/shipping/v1/express/tracking',
    auth: 'optionalMember',
    query: z.object({
      order_id: z
        .string({ error: 'Pesanan Tidak Ditemukan' })
        .regex(new RegExp(`^${INVOICE_PREFIX}[A-Za-z0-9-]{1,64}$`), { error: 'Pesanan Tidak Ditemukan' }),
      /** Required without a member session: the guest order's uuid must match. */
      uuid: z.uuid({ error: 'Pesanan Tidak Ditemukan' }).optional(),
    }),
    result: z.array(trackingEventSchema),
    summary: 'Courier tracking events, newest first',
  }),
} as const;
