import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  digestOf,
  dokuTimestamp,
  sign,
  signatureComponent,
  signedHeaders,
  timestampWithin,
  verifySignature,
  type SignatureParts,
} from './signature';

const body = '{"order":{"invoice_number":"INV-1","amount":150000},"transaction":{"status":"SUCCESS"}}';
const parts: SignatureParts = {
  clientId: 'MCH-0001-10791114622547',
  requestId: 'cc682442-6c22-493e-8121-b9ef6b3fa728',
  requestTimestamp: '2020-10-21T03:38:28Z',
  requestTarget: '/payment/v1/notification/doku',
  body,
};
const secret = 'SK-hCJ42G28TA0MKG9LE2E_1';

describe('DOKU signature', () => {
  it('builds the five component lines with the base64 SHA-256 digest of the raw body', () => {
    const digest = createHash('sha256').update(body).digest('base64');
    expect(digestOf(body)).toBe(digest);
    expect(signatureComponent(parts)).toBe(
      `Client-Id:MCH-0001-10791114622547\nRequest-Id:cc682442-6c22-493e-8121-b9ef6b3fa728\nRequest-Timestamp:2020-10-21T03:38:28Z\nRequest-Target:/payment/v1/notification/doku\nDigest:${digest}`,
    );
  });

  it('leaves the Digest line out for calls without a body', () => {
    expect(signatureComponent({ ...parts, requestTarget: '/orders/v1/status/INV-1', body: null })).not.toContain(
      'Digest',
    );
  });

  it('signs as HMACSHA256=<base64 HMAC-SHA256 of the component>', () => {
    const expected = createHmac('sha256', secret).update(signatureComponent(parts)).digest('base64');
    expect(sign(parts, secret)).toBe(`HMACSHA256=${expected}`);
    expect(signedHeaders(parts, secret)).toEqual({
      'Client-Id': parts.clientId,
      'Request-Id': parts.requestId,
      'Request-Timestamp': parts.requestTimestamp,
      Signature: `HMACSHA256=${expected}`,
    });
  });

  it('verifies its own signature, over a string or the same bytes', () => {
    const header = sign(parts, secret);
    expect(verifySignature(header, parts, secret)).toBe(true);
    expect(verifySignature(header, { ...parts, body: Buffer.from(body) }, secret)).toBe(true);
  });

  it('refuses a tampered body, a wrong secret, another target and a missing header', () => {
    const header = sign(parts, secret);
    expect(verifySignature(header, { ...parts, body: body.replace('150000', '1') }, secret)).toBe(false);
    // Same JSON, other bytes: the digest is over the raw body, not the parsed value.
    expect(verifySignature(header, { ...parts, body: JSON.stringify(JSON.parse(body), null, 1) }, secret)).toBe(false);
    expect(verifySignature(header, parts, 'another-secret')).toBe(false);
    expect(verifySignature(header, { ...parts, requestTarget: '/other' }, secret)).toBe(false);
    expect(verifySignature(header, { ...parts, requestId: 'other' }, secret)).toBe(false);
    expect(verifySignature(undefined, parts, secret)).toBe(false);
    expect(verifySignature('HMACSHA256=short', parts, secret)).toBe(false);
  });

  it('accepts a timestamp only within the window, either side', () => {
    const now = new Date('2020-10-21T03:38:28Z');
    const fiveMinutes = 5 * 60_000;
    expect(timestampWithin('2020-10-21T03:38:28Z', now, fiveMinutes)).toBe(true);
    expect(timestampWithin('2020-10-21T03:33:28Z', now, fiveMinutes)).toBe(true);
    expect(timestampWithin('2020-10-21T03:43:28Z', now, fiveMinutes)).toBe(true);
    expect(timestampWithin('2020-10-21T10:40:00+07:00', now, fiveMinutes)).toBe(true);
    expect(timestampWithin('2020-10-21T03:33:27Z', now, fiveMinutes)).toBe(false);
    expect(timestampWithin('2020-10-21T03:43:29Z', now, fiveMinutes)).toBe(false);
    expect(timestampWithin('2019-10-21T03:38:28Z', now, fiveMinutes)).toBe(false);
    expect(timestampWithin('', now, fiveMinutes)).toBe(false);
    expect(timestampWithin('1603251508', now, fiveMinutes)).toBe(false);
    expect(timestampWithin('2020-13-45T99:99:99Z', now, fiveMinutes)).toBe(false);
  });

  it('writes timestamps as DOKU does (UTC, no milliseconds)', () => {
    expect(dokuTimestamp(new Date('2020-10-21T03:38:28.123Z'))).toBe('2020-10-21T03:38:28Z');
  });
});
