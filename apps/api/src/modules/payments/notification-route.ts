import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@rona/domain';
import { apiBodyLimit } from '@rona/routes';
import { unauthorized } from '../../http/errors';
import { registerEndpoint } from '../../http/register-endpoint';
import { paymentMessages as m } from './messages';
import { timestampWithin, verifySignature } from './signature';

/** The route's path on this API, which the sandbox signs as Request-Target. */
export const NOTIFICATION_PATH = contract.paymentNotificationDoku.path;
/** Notifications are small JSON documents; the limit is the edge's too (gateway, nginx). */
const BODY_LIMIT = apiBodyLimit(NOTIFICATION_PATH);

interface Received {
  raw: Buffer;
  notificationId?: string;
}
const received = new WeakMap<FastifyRequest, Received>();
const NOT_JSON = Symbol('not JSON');

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

function invoiceOf(body: unknown): string | null {
  const order = (body as { order?: { invoice_number?: unknown } } | null)?.order;
  return typeof order?.invoice_number === 'string' ? order.invoice_number.slice(0, 64) : null;
}

/**
 * POST /payment/v1/notification/doku, in its own encapsulated context so the raw-body JSON
 * parser applies to this route only: the signature's Digest is over the exact bytes DOKU sent.
 * A bad signature or a signed time outside the window is answered 401 before anything is stored;
 * every verified delivery is recorded (also replays), then applied.
 */
export async function notificationRoute(app: FastifyInstance) {
  const { dokuClientId, dokuSecretKey, notificationWindowMs } = app.config.payment;
  // DOKU signs the path of the notification URL as the shop published it (e.g. /api/payment/…
  // behind the gateway); the API itself sees it without the public prefix. Both are accepted.
  const prefix = new URL(app.config.publicBaseUrl, 'http://localhost').pathname.replace(/\/+$/, '');
  const targets = [NOTIFICATION_PATH, ...(prefix ? [`${prefix}${NOTIFICATION_PATH}`] : [])];

  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, raw, done) => {
    const buffer = raw as Buffer;
    received.set(request, { raw: buffer });
    try {
      done(null, JSON.parse(buffer.toString('utf8')));
    } catch {
      done(null, NOT_JSON);
    }
  });

  app.addHook('preHandler', async (request) => {
    const got = received.get(request) ?? { raw: Buffer.alloc(0) };
    const parts = {
      clientId: header(request, 'Client-Id') ?? '',
      requestId: header(request, 'Request-Id') ?? '',
      requestTimestamp: header(request, 'Request-Timestamp') ?? '',
      body: got.raw,
    };
    // Checked before anything is written: a forged or replayed delivery costs the shop no row.
    const signature = header(request, 'Signature');
    const signatureOk =
      parts.clientId === dokuClientId &&
      targets.some((requestTarget) => verifySignature(signature, { ...parts, requestTarget }, dokuSecretKey));
    if (!signatureOk) {
      request.log.warn(
        { requestId: parts.requestId.slice(0, 128), bytes: got.raw.length },
        'payments: notification with a bad signature refused',
      );
      throw unauthorized(m.signatureInvalid);
    }
    if (!timestampWithin(parts.requestTimestamp, new Date(), notificationWindowMs)) {
      request.log.warn(
        { requestId: parts.requestId, requestTimestamp: parts.requestTimestamp },
        'payments: notification signed outside the time window refused',
      );
      throw unauthorized(m.timestampStale);
    }
    got.notificationId = await app.payments.recordNotification({
      rawBody: got.raw.toString('utf8'),
      requestId: parts.requestId.slice(0, 128) || null,
      signatureOk,
      invoice: invoiceOf(request.body),
    });
    received.set(request, got);
  });

  registerEndpoint(app, contract.paymentNotificationDoku, ({ body, request }) =>
    app.payments.applyNotification(received.get(request)!.notificationId!, body),
  );
}
