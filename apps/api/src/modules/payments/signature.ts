import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * DOKU Jokul (non-SNAP) request signature: HMAC-SHA256 with the merchant's secret key over
 *
 *   Client-Id:<id>\nRequest-Id:<id>\nRequest-Timestamp:<ISO 8601 UTC>\nRequest-Target:<path>\nDigest:<base64 sha256 of the raw body>
 *
 * sent as `Signature: HMACSHA256=<base64>`. The Digest line is left out for calls without a body
 * (GET). For DOKU's notifications the Request-Target is the path of the shop's notification URL.
 */
export interface SignatureParts {
  clientId: string;
  requestId: string;
  requestTimestamp: string;
  requestTarget: string;
  /** The exact bytes sent; null for a call without a body. */
  body: string | Buffer | null;
}

export const SIGNATURE_PREFIX = 'HMACSHA256=';

export function digestOf(body: string | Buffer): string {
  return createHash('sha256').update(body).digest('base64');
}

export function signatureComponent(parts: SignatureParts): string {
  const lines = [
    `Client-Id:${parts.clientId}`,
    `Request-Id:${parts.requestId}`,
    `Request-Timestamp:${parts.requestTimestamp}`,
    `Request-Target:${parts.requestTarget}`,
  ];
  if (parts.body !== null) lines.push(`Digest:${digestOf(parts.body)}`);
  return lines.join('\n');
}

/** The `Signature` header value. */
export function sign(parts: SignatureParts, secretKey: string): string {
  return SIGNATURE_PREFIX + createHmac('sha256', secretKey).update(signatureComponent(parts)).digest('base64');
}

/** Constant-time check of a received `Signature` header against the parts and the secret. */
export function verifySignature(header: string | undefined, parts: SignatureParts, secretKey: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(sign(parts, secretKey));
  const received = Buffer.from(header.trim());
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * Whether a signed Request-Timestamp lies within `windowMs` of `now`, either side (a provider's
 * clock may run a little ahead). A replay of an old signed delivery, or an unreadable time, is not.
 */
export function timestampWithin(requestTimestamp: string, now: Date, windowMs: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(requestTimestamp)) return false;
  const at = Date.parse(requestTimestamp);
  return !Number.isNaN(at) && Math.abs(now.getTime() - at) <= windowMs;
}

/** DOKU's timestamp form: ISO 8601 UTC without milliseconds, e.g. 2020-10-21T03:38:28Z. */
export function dokuTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The four headers of a signed call (Content-Type is the caller's). */
export function signedHeaders(parts: SignatureParts, secretKey: string): Record<string, string> {
  return {
    'Client-Id': parts.clientId,
    'Request-Id': parts.requestId,
    'Request-Timestamp': parts.requestTimestamp,
    Signature: sign(parts, secretKey),
  };
}
