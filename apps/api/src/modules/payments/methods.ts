import { PAYMENT_METHOD_TYPES } from '@rona/domain';

export type PaymentFamily = (typeof PAYMENT_METHOD_TYPES)[number];

/** What the shop knows about one payment channel: its family and DOKU's path segment for it. */
export interface PaymentChannel {
  code: string;
  family: PaymentFamily;
  /** Shown in instructions, e.g. 'BCA', 'Alfamart'. */
  label: string;
  /** DOKU Jokul v2 endpoint that starts a payment on this channel. */
  dokuPath: string;
  /** Sandbox number prefix (bank company code / store biller code). */
  prefix: string;
}

const va = (bank: string, label: string, prefix: string): PaymentChannel => ({
  code: `VIRTUAL_ACCOUNT_${bank}`,
  family: 'VIRTUAL_ACCOUNT',
  label,
  dokuPath: `/${bank.toLowerCase()}-virtual-account/v2/payment-code`,
  prefix,
});

/** Every method code of the payment-methods seed (apps/api/src/db/seed/content/payments.ts). */
export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  va('BCA', 'BCA', '39358'),
  va('MANDIRI', 'Mandiri', '89022'),
  va('BNI', 'BNI', '8808'),
  va('BRI', 'BRI', '12951'),
  va('PERMATA', 'Permata', '8856'),
  va('CIMB', 'CIMB Niaga', '5919'),
  {
    code: 'CREDIT_CARD',
    family: 'CREDIT_CARD',
    label: 'Kartu Kredit / Debit',
    dokuPath: '/credit-card/v1/payment-page',
    prefix: '',
  },
  {
    code: 'ONLINE_TO_OFFLINE_ALFA',
    family: 'ONLINE_TO_OFFLINE',
    label: 'Alfamart',
    dokuPath: '/alfa-online-to-offline/v2/payment-code',
    prefix: '8887',
  },
  {
    code: 'ONLINE_TO_OFFLINE_INDOMARET',
    family: 'ONLINE_TO_OFFLINE',
    label: 'Indomaret',
    dokuPath: '/indomaret-online-to-offline/v2/payment-code',
    prefix: '4401',
  },
  {
    code: 'EMONEY_SHOPEE_PAY',
    family: 'EMONEY_SHOPEE_PAY',
    label: 'ShopeePay',
    dokuPath: '/shopeepay-emoney/v2/order',
    prefix: '',
  },
];

export function paymentChannel(code: string): PaymentChannel | null {
  return PAYMENT_CHANNELS.find((c) => c.code === code) ?? null;
}
