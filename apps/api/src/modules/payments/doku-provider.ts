import { randomUUID } from 'node:crypto';
import type { PaymentDetail } from '@rona/domain';
import { paymentInstructions } from './instructions';
import { paymentChannel, type PaymentChannel } from './methods';
import { dokuTimestamp, signedHeaders } from './signature';
import { emptyPaymentDetail, PaymentProviderError, type CreatePaymentRequest, type PaymentProvider } from './types';

export interface DokuOptions {
  clientId: string;
  secretKey: string;
  /** https://api.doku.com or https://api-sandbox.doku.com */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

const minutesUntil = (expiresAt: Date, now: Date) =>
  Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));

/** DOKU writes VA/O2O expiry as yyyyMMddHHmmss in Jakarta time (UTC+7); the shop keeps ISO 8601. */
export function dokuDateToIso(value: string | undefined, fallback: Date): string {
  const m = value?.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/);
  if (m) return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+07:00`).toISOString();
  const parsed = value ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : fallback.toISOString();
}

/** The Jokul v2 request body of one channel. */
export function dokuRequestBody(
  channel: PaymentChannel,
  req: CreatePaymentRequest,
  now: Date,
): Record<string, unknown> {
  const order = { invoice_number: req.invoice, amount: req.amount };
  const customer = { name: req.customer.name.slice(0, 255), email: req.customer.email };
  const expiredTime = minutesUntil(req.expiresAt, now);
  switch (channel.family) {
    case 'VIRTUAL_ACCOUNT':
      return {
        order,
        virtual_account_info: {
          billing_type: 'FIX_BILL',
          expired_time: expiredTime,
          reusable_status: false,
          info1: 'Rona',
        },
        customer,
      };
    case 'ONLINE_TO_OFFLINE':
      return {
        order,
        online_to_offline_info: { expired_time: expiredTime, reusable_status: false, info: 'Rona' },
        customer,
      };
    case 'CREDIT_CARD':
      return {
        order: { ...order, callback_url: req.callbackUrl, auto_redirect: true },
        customer: { id: req.customer.id ?? req.customer.email, ...customer, phone: req.customer.phone },
        payment: { payment_due_date: expiredTime },
      };
    case 'EMONEY_SHOPEE_PAY':
      return { order: { ...order, callback_url: req.callbackUrl, expired_time: expiredTime } };
  }
}

type Answer = {
  virtual_account_info?: { virtual_account_number?: string; expired_date?: string };
  online_to_offline_info?: { payment_code?: string; expired_date?: string };
  credit_card_payment_page?: { url?: string };
  shopeepay_payment?: { redirect_url_http?: string; status?: string };
};

function detailFrom(channel: PaymentChannel, req: CreatePaymentRequest, answer: Answer): PaymentDetail {
  const missing = (field: string) => new PaymentProviderError(`DOKU answer has no ${field}`);
  const detail = emptyPaymentDetail(req.invoice);
  let number: string | null = null;
  switch (channel.family) {
    case 'VIRTUAL_ACCOUNT': {
      number = answer.virtual_account_info?.virtual_account_number ?? null;
      if (!number) throw missing('virtual_account_info.virtual_account_number');
      detail.virtual_account_info = {
        virtual_account_number: number,
        expired_date: dokuDateToIso(answer.virtual_account_info?.expired_date, req.expiresAt),
      };
      break;
    }
    case 'ONLINE_TO_OFFLINE': {
      number = answer.online_to_offline_info?.payment_code ?? null;
      if (!number) throw missing('online_to_offline_info.payment_code');
      detail.online_to_offline_info = {
        payment_code: number,
        expired_date: dokuDateToIso(answer.online_to_offline_info?.expired_date, req.expiresAt),
      };
      break;
    }
    case 'CREDIT_CARD': {
      const url = answer.credit_card_payment_page?.url;
      if (!url) throw missing('credit_card_payment_page.url');
      detail.credit_card_payment_page = { url };
      break;
    }
    case 'EMONEY_SHOPEE_PAY': {
      const url = answer.shopeepay_payment?.redirect_url_http;
      if (!url) throw missing('shopeepay_payment.redirect_url_http');
      detail.shopeepay_payment = { status: answer.shopeepay_payment?.status ?? 'PENDING', redirect_url_http: url };
      break;
    }
  }
  detail.payment_instruction = paymentInstructions(channel, req.amount, number);
  return detail;
}

/** Production payments through DOKU Jokul v2 (direct API, non-SNAP), every call signed. */
export function dokuProvider(opts: DokuOptions): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  return {
    name: 'doku',
    async createPayment(req) {
      const channel = paymentChannel(req.methodCode);
      if (!channel) throw new PaymentProviderError(`unknown payment method ${req.methodCode}`);
      const at = now();
      const body = JSON.stringify(dokuRequestBody(channel, req, at));
      const requestId = randomUUID();
      const headers = signedHeaders(
        {
          clientId: opts.clientId,
          requestId,
          requestTimestamp: dokuTimestamp(at),
          requestTarget: channel.dokuPath,
          body,
        },
        opts.secretKey,
      );
      let res: Response;
      try {
        res = await doFetch(`${opts.baseUrl}${channel.dokuPath}`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (cause) {
        throw new PaymentProviderError('DOKU request failed', { cause });
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) throw new PaymentProviderError(`DOKU answered ${res.status}: ${text.slice(0, 300)}`);
      let answer: Answer;
      try {
        answer = JSON.parse(text) as Answer;
      } catch (cause) {
        throw new PaymentProviderError('DOKU answered with invalid JSON', { cause });
      }
      return { requestId, detail: detailFrom(channel, req, answer), raw: answer };
    },
  };
}
