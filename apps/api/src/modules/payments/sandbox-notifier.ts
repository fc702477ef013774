import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DokuNotification } from '@rona/domain';
import type { PaymentRow } from './service';
import { paymentChannel } from './methods';
import { NOTIFICATION_PATH } from './notification-route';
import { dokuTimestamp, signedHeaders } from './signature';

/** The notification DOKU posts for a payment, per family (service/acquirer/channel ids as DOKU names them). */
export function sandboxNotification(payment: PaymentRow, status: 'SUCCESS' | 'FAILED', at: Date): DokuNotification {
  const channel = paymentChannel(payment.methodCode);
  const family = channel?.family ?? 'VIRTUAL_ACCOUNT';
  const detail = payment.detail as {
    virtual_account_info?: { virtual_account_number: string } | null;
    online_to_offline_info?: { payment_code: string } | null;
  };
  const base = {
    service: { id: family === 'EMONEY_SHOPEE_PAY' ? 'EMONEY' : family },
    acquirer: {
      id:
        family === 'VIRTUAL_ACCOUNT'
          ? payment.methodCode.replace('VIRTUAL_ACCOUNT_', '')
          : family === 'EMONEY_SHOPEE_PAY'
            ? 'SHOPEE_PAY'
            : (channel?.label.toUpperCase() ?? 'DOKU'),
    },
    channel: { id: payment.methodCode },
    order: { invoice_number: payment.invoice, amount: payment.amount },
    transaction: { status, date: at.toISOString(), original_request_id: payment.requestId },
  };
  if (detail.virtual_account_info) {
    return {
      ...base,
      virtual_account_info: { virtual_account_number: detail.virtual_account_info.virtual_account_number },
      virtual_account_payment: { date: dokuTimestamp(at), channel_code: 'SANDBOX' },
    };
  }
  if (detail.online_to_offline_info)
    return { ...base, online_to_offline_info: { payment_code: detail.online_to_offline_info.payment_code } };
  return base;
}

/** Where this process can reach itself: its own listening address (real HTTP), else null. */
function ownBaseUrl(app: FastifyInstance): string | null {
  const address = app.server.listening ? (app.server.address() as AddressInfo | string | null) : null;
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export interface Delivery {
  statusCode: number;
  body: string;
  /** 'http' when sent over the network to the API's own address, 'inject' when not listening. */
  via: 'http' | 'inject';
}

/** Signs and sends a notification exactly as DOKU would: same headers, same target, raw JSON body. */
export async function deliverSandboxNotification(
  app: FastifyInstance,
  notification: DokuNotification,
  at: Date,
): Promise<Delivery> {
  const { dokuClientId, dokuSecretKey } = app.config.payment;
  const body = JSON.stringify(notification);
  const headers = {
    ...signedHeaders(
      {
        clientId: dokuClientId,
        requestId: randomUUID(),
        requestTimestamp: dokuTimestamp(at),
        requestTarget: NOTIFICATION_PATH,
        body,
      },
      dokuSecretKey,
    ),
    'Content-Type': 'application/json',
  };
  const base = ownBaseUrl(app);
  if (base) {
    const res = await fetch(`${base}${NOTIFICATION_PATH}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return { statusCode: res.status, body: await res.text(), via: 'http' };
  }
  const res = await app.inject({ method: 'POST', url: NOTIFICATION_PATH, headers, payload: body });
  return { statusCode: res.statusCode, body: res.body, via: 'inject' };
}
