import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { notFound, unauthorized } from '../../http/errors';
import { checkoutMessages as m } from './messages';

/** A new guest token: 32 random bytes; only its sha-256 is stored. */
export const newGuestToken = (): string => randomBytes(32).toString('base64url');
export const hashGuestToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Until the first guest update the checkout id (a random uuid) is the guest's handle; from then
 * on the token issued by that update is required: none → 401 'Token tidak ditemukan', another → 404.
 */
export function checkGuestToken(storedHash: string | null | undefined, presented: string | null): void {
  if (!storedHash) return;
  if (!presented) throw unauthorized(m.tokenMissing);
  const a = Buffer.from(hashGuestToken(presented));
  const b = Buffer.from(storedHash);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw notFound(m.notFound);
}
