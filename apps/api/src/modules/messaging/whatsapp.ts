import { DeliveryError, type WhatsAppSender } from './types';

export interface WhatsAppCloudOptions {
  /** The Cloud API messages endpoint: https://graph.facebook.com/v<version>/<phone-number-id>/messages */
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Production delivery through the WhatsApp Business Cloud API ("messages" call, text type).
 * Business-initiated messages outside a customer window need an approved template on Meta's side;
 * a gateway that accepts the same request shape (many Indonesian resellers do) works unchanged.
 */
export function whatsAppCloud(opts: WhatsAppCloudOptions): WhatsAppSender {
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: 'whatsapp-cloud',
    async send(m) {
      let res: Response;
      try {
        res = await doFetch(opts.apiUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: m.to,
            type: 'text',
            text: { preview_url: false, body: m.text },
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (cause) {
        throw new DeliveryError('WhatsApp request failed', { cause });
      }
      if (!res.ok) {
        const detail = await res.text().catch(() => '');
        throw new DeliveryError(`WhatsApp API answered ${res.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}
