import { randomInt, randomUUID } from 'node:crypto';
import { paymentInstructions } from './instructions';
import { paymentChannel, type PaymentChannel } from './methods';
import { emptyPaymentDetail, PaymentProviderError, type PaymentProvider } from './types';

/** Virtual account numbers are 16 digits: the bank's company code, then a unique part. */
export const VA_LENGTH = 16;
/** Pay-at-store codes are 16 digits: the store's biller code, then a unique part. */
export const STORE_CODE_LENGTH = 16;

function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

export function sandboxNumber(channel: PaymentChannel, length: number): string {
  return channel.prefix + digits(length - channel.prefix.length);
}

export const sandboxPagePath = (paymentId: string) => `/payment-sandbox/${paymentId}`;

/**
 * The built-in provider: answers like DOKU with real-looking numbers and codes; its card and
 * ShopeePay "pages" are the API's own /payment-sandbox pages, where a tester pays or fails the
 * payment and the sandbox sends the signed notification (./sandbox-pages.ts).
 */
export function sandboxProvider(opts: { publicBaseUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(req, paymentId) {
      const channel = paymentChannel(req.methodCode);
      if (!channel) throw new PaymentProviderError(`unknown payment method ${req.methodCode}`);
      const pageUrl = `${opts.publicBaseUrl}${sandboxPagePath(paymentId)}`;
      const expired = req.expiresAt.toISOString();
      const detail = emptyPaymentDetail(req.invoice);
      let number: string | null = null;
      switch (channel.family) {
        case 'VIRTUAL_ACCOUNT':
          number = sandboxNumber(channel, VA_LENGTH);
          detail.virtual_account_info = { virtual_account_number: number, expired_date: expired };
          detail.sandbox_payment_page = { url: pageUrl };
          break;
        case 'ONLINE_TO_OFFLINE':
          number = sandboxNumber(channel, STORE_CODE_LENGTH);
          detail.online_to_offline_info = { payment_code: number, expired_date: expired };
          detail.sandbox_payment_page = { url: pageUrl };
          break;
        case 'CREDIT_CARD':
          detail.credit_card_payment_page = { url: pageUrl };
          break;
        case 'EMONEY_SHOPEE_PAY':
          detail.shopeepay_payment = { status: 'PENDING', redirect_url_http: pageUrl };
          break;
      }
      detail.payment_instruction = paymentInstructions(channel, req.amount, number);
      return { requestId: randomUUID(), detail, raw: { sandbox: true, pageUrl, callbackUrl: req.callbackUrl ?? null } };
    },
  };
}
