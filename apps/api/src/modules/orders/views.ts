import type { OrderDetail, OrderListItem, OrderProduct, PaymentData, PaymentDetail, TrackingEvent } from '@rona/domain';
import { orderStatusLabel, transactionVoucherOf } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { paymentMethodByCode, paymentsOfInvoices } from '../payments/repository';
import { refundOf } from './refunds';
import { linesOf, statusHistory, type OrderLineRow as LineRow, type OrderRow } from './repository';

const productOf = (l: LineRow): OrderProduct => ({
  id: l.variantId ?? l.id,
  name: l.name,
  size: l.size,
  url: l.url,
  image: l.image,
  weight: l.weight,
  quantity: l.quantity,
  price: l.finalPrice,
  totalPrice: l.finalPrice * l.quantity,
});

async function paymentDetails(db: DbOrTx, invoices: string[]): Promise<Map<string, PaymentDetail>> {
  if (!invoices.length) return new Map();
  const rows = await paymentsOfInvoices(db, invoices);
  return new Map(
    rows.map((r) => {
      let d = r.detail as PaymentDetail;
      if (d.shopeepay_payment) d = { ...d, shopeepay_payment: { ...d.shopeepay_payment, status: r.status } };
      // The hosted card page has no expiry of its own in the provider's answer: the payment's is the deadline.
      if (d.credit_card_payment_page)
        d = {
          ...d,
          credit_card_payment_page: { ...d.credit_card_payment_page, expired_date: r.expiresAt.toISOString() },
        };
      return [r.invoice, d];
    }),
  );
}

export function orderDetailOf(order: OrderRow, lines: LineRow[]): OrderDetail {
  const s = order.summary;
  const a = order.address;
  return {
    invoice: order.invoice,
    uuid: order.guestUuid,
    status: order.status,
    dateBuy: order.createdAt.toISOString(),
    products: lines.map(productOf),
    totalWeight: s.weightTotal,
    logistics: {
      courier: { shippingAgency: order.shipping.shippingAgency, serviceName: order.shipping.serviceName },
      waybill: order.waybill,
      destination: {
        recipientName: a.recipientName,
        phone: a.phone,
        street: a.street,
        district: a.area.district,
        city: a.area.city,
        province: a.area.province,
        postalCode: a.postalCode || a.area.postalCode,
      },
    },
    payments: {
      methode: order.paymentCode,
      totalProductPrice: s.itemsTotal,
      totalShippingPrice: s.shippingAmount,
      totalPointUsed: s.totalPointUsed,
      totalServiceInsurance: s.serviceInsurance,
      totalDiscountPrice: s.discountTotal,
      totalDiscountVoucher: transactionVoucherOf(s),
      totalDiscountShipping: s.discountShipping,
      totalServicePrice: s.serviceFee,
      grandTotal: s.grandTotal,
      point: s.point,
    },
    refundRequest: order.refundReason,
    refund: refundOf(order),
    refundRefusal: order.refundRefusal,
  };
}

export async function orderListOf(db: DbOrTx, rows: OrderRow[]): Promise<OrderListItem[]> {
  const lines = await linesOf(
    db,
    rows.map((o) => o.id),
  );
  const unpaid = rows.filter((o) => o.status === 'WAITING_PAYMENT' || o.status === 'PENDING').map((o) => o.invoice);
  const details = await paymentDetails(db, unpaid);
  return rows.map((o) => ({
    invoice: o.invoice,
    invoice_number: o.invoice,
    uuid: o.guestUuid,
    date: o.createdAt.toISOString(),
    status: o.status,
    products: (lines.get(o.id) ?? []).map(productOf),
    summary: { grandTotal: o.summary.grandTotal, totalServicePrice: o.summary.serviceFee, point: o.summary.point },
    payments: { methode: o.paymentCode, detail: details.get(o.invoice) ?? null },
  }));
}

/** The payment-waiting page's data; null when no payment was started for the order. */
export async function paymentDataOf(db: DbOrTx, order: OrderRow): Promise<PaymentData | null> {
  const detail = (await paymentDetails(db, [order.invoice])).get(order.invoice);
  if (!detail) return null;
  const method = await paymentMethodByCode(db, order.paymentCode);
  return {
    invoice: order.invoice,
    uuid: order.guestUuid,
    date: order.createdAt.toISOString(),
    methode: order.paymentCode,
    image: method?.photo ?? '',
    status: order.status,
    totalPayment: order.grandTotal,
    summary: { grandTotal: order.grandTotal },
    detail,
  };
}

/** The tracking list, newest first, read from the order's own status history. */
export async function trackingOf(db: DbOrTx, order: OrderRow): Promise<TrackingEvent[]> {
  const rows = await statusHistory(db, order.id);
  return rows.map((h) => ({
    created_at: h.at.toISOString(),
    status: h.status,
    status_message: orderStatusLabel(h.status),
    icon: null,
    driver: null,
    receiver: h.status === 'DELIVERED' ? order.address.recipientName : null,
    images: [],
  }));
}
