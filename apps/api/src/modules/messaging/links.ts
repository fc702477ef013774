import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@rona/routes';

/** What an unsubscribe link names: the subscriber row (its id and its never-shown token). */
export interface SignableSubscriber {
  id: string;
  unsubscribeToken: string;
}

/**
 * The second half of /subscribe/{id}/{signature}: HMAC-SHA256 over the subscriber id and the
 * subscriber's own random token, keyed with MAIL_LINK_SECRET, base64url. Neither the key nor the
 * token leaves the server, so a link cannot be made for another subscriber (or guessed).
 */
export function unsubscribeSignature(secret: string, s: SignableSubscriber): string {
  return createHmac('sha256', secret).update(`unsubscribe:${s.id}:${s.unsubscribeToken}`).digest('base64url');
}

/** True when `signature` is this subscriber's (constant-time). */
export function checkUnsubscribeSignature(secret: string, s: SignableSubscriber, signature: string): boolean {
  const want = Buffer.from(unsubscribeSignature(secret, s));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The page path /subscribe/{params}/{params2} (spec 3 §2) of a signed link. */
export const signedUnsubscribePath = (secret: string, s: SignableSubscriber) =>
  paths.subscribe(s.id, unsubscribeSignature(secret, s));

/** An absolute URL from the site origin and a path. */
export const siteLink = (siteUrl: string, path: string) => `${siteUrl}${path}`;

/** Where the API is reached from outside: PUBLIC_BASE_URL when absolute, else under the site origin ('/api'). */
export const apiLink = (siteUrl: string, publicBaseUrl: string, path: string) =>
  `${/^https?:\/\//.test(publicBaseUrl) ? publicBaseUrl : `${siteUrl}${publicBaseUrl}`}${path}`;
