import type { PaymentData, PaymentDetail } from '@rona/domain';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
export const HOURS_23 = 23 * 3_600_000 + 59 * 60_000 + 30_000;

export const aDetail = (overrides: Partial<PaymentDetail> = {}): PaymentDetail => ({
  order: { invoice_number: 'NMW-20261123-0A1B2C3D' },
  virtual_account_info: null,
  online_to_offline_info: null,
  credit_card_payment_page: null,
  shopeepay_payment: null,
  payment_instruction: [
    { channel: 'ATM BCA', step: ['Masukkan kartu ATM dan PIN', 'Pilih Transfer ke BCA Virtual Account'] },
    { channel: 'BCA Mobile', step: ['Buka aplikasi BCA Mobile', 'Pilih m-Transfer'] },
  ],
  ...overrides,
});

/** A member's unpaid BCA virtual account order; `detail` and the rest can be swapped per test. */
export const aPayment = (overrides: Partial<PaymentData> = {}): PaymentData => ({
  invoice: 'NMW-20261123-0A1B2C3D',
  uuid: null,
  date: '2026-11-23T05:00:00.000Z',
  methode: 'VIRTUAL_ACCOUNT_BCA',
  image: '/media/payment/bca.png',
  status: 'WAITING_PAYMENT',
  totalPayment: 154_500,
  summary: { grandTotal: 154_500 },
  detail: aDetail({
    virtual_account_info: { virtual_account_number: '3935812345678901', expired_date: inMs(HOURS_23) },
  }),
  ...overrides,
});

export const inFuture = inMs;

/** The payment service's list (GET /e-commerce/payment/v1/service) as the seed has it, in part. */
export const aPaymentServiceList = () => [
  {
    category: 'Virtual Account',
    methods: [
      {
        code: 'VIRTUAL_ACCOUNT_BCA',
        name: 'BCA Virtual Account',
        photo: '/bca.png',
        method: 'VIRTUAL_ACCOUNT' as const,
      },
      {
        code: 'VIRTUAL_ACCOUNT_MANDIRI',
        name: 'Mandiri Virtual Account',
        photo: '/mandiri.png',
        method: 'VIRTUAL_ACCOUNT' as const,
      },
    ],
  },
  {
    category: 'Bayar di Gerai',
    methods: [
      { code: 'ONLINE_TO_OFFLINE_ALFA', name: 'Alfamart', photo: '/alfa.png', method: 'ONLINE_TO_OFFLINE' as const },
    ],
  },
];
