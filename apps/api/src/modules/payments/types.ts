import type { PaymentDetail } from '@rona/domain';
import type { PaymentProviderName } from '../../db/schema';

/** What the shop asks a provider for: a payment for one invoice (DOKU's `order` + `customer`). */
export interface CreatePaymentRequest {
  /** Unique per payment; the provider echoes it as `order.invoice_number` in notifications. */
  invoice: string;
  /** Rupiah, whole. */
  amount: number;
  /** A seeded method code, e.g. VIRTUAL_ACCOUNT_BCA. */
  methodCode: string;
  customer: { id?: string; name: string; email: string; phone?: string };
  expiresAt: Date;
  /** Where card and e-wallet pages send the buyer back (the payment-waiting page). */
  callbackUrl?: string;
}

/** What the provider answered, in its field names (the `detail` of the contract's payment data). */
export interface ProviderPayment {
  /** The Request-Id of the create call. */
  requestId: string;
  detail: PaymentDetail;
  /** The provider's raw answer, kept for support. */
  raw: unknown;
}

/** Where the API creates payments. `paymentId` is the row id the sandbox's pages are keyed by. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(request: CreatePaymentRequest, paymentId: string): Promise<ProviderPayment>;
}

/** The provider refused the payment or could not be reached; the order should not be created. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export type SettledStatus = 'SUCCESS' | 'FAILED';

export interface PaymentSettledEvent {
  invoice: string;
  status: SettledStatus;
  amount: number;
  methodCode: string;
}

/** Money the provider reports received for a payment that was closed or past its time (owed back). */
export interface LatePaymentEvent {
  invoice: string;
  amount: number;
  methodCode: string;
  paidAt: Date;
}

/** A payment detail with nothing issued yet; each provider fills the part of its method's family. */
export function emptyPaymentDetail(invoice: string): PaymentDetail {
  return {
    order: { invoice_number: invoice },
    virtual_account_info: null,
    online_to_offline_info: null,
    credit_card_payment_page: null,
    shopeepay_payment: null,
    payment_instruction: [],
  };
}
