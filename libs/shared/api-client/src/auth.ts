import type { OtpRecord } from '@rona/domain';
import { shopPathOf } from '@rona/routes';
import { ApiError } from './errors';
import { apiQuery, getApiClient } from './queries';
import { clearSessionMarker, markSessionStarted, rememberMe } from './auth-session';
import { FLASH_KEY, OTP_KEY, QR_KEY, REMEMBER_KEY } from './storage-keys';

/** Named reads of the sign-in, registration and e-mail verification pages (spec 3 §7). */
export const qrOfferQuery = (qr: string) => ({ ...apiQuery('qrOffer', { query: { qr } }), retry: false });
export const verifyEmailQuery = (uuid: string) => ({ ...apiQuery('verifyEmail', { query: { uuid } }), retry: false });

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * After a login: the API has set the HttpOnly session cookie and the SESSION__ marker (shared by
 * every app on the origin); the marker is written here too so this page sees the member at once.
 * The token in the answer is for non-browser clients and is not kept.
 */
export function startSession(_token?: string): void {
  const remember = rememberMe();
  storage('session')?.removeItem(REMEMBER_KEY);
  markSessionStarted({ persistent: remember });
}
export function setRememberMe(remember: boolean): void {
  storage('session')?.setItem(REMEMBER_KEY, remember ? '1' : '0');
}

/** Logs out: the API revokes the session and drops its cookies (best effort: a dead session ends anyway), the marker goes. */
export async function endSession(): Promise<void> {
  try {
    await getApiClient().call('logout', { body: {} });
  } catch {
    /* already expired or offline: the cookie is dropped all the same */
  } finally {
    clearSessionMarker();
  }
}

/** The pending phone verification under the local key 'otp' (spec 3 §4). */
export function readOtpRecord(): OtpRecord | null {
  try {
    const raw = storage('local')?.getItem(OTP_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object') {
      const { phone, expired, email } = value as Record<string, unknown>;
      if (typeof phone === 'string' && typeof expired === 'string') {
        return { phone, expired, email: typeof email === 'string' ? email : '' };
      }
    }
  } catch {
    /* unreadable: no record */
  }
  return null;
}
export function saveOtpRecord(record: OtpRecord): void {
  storage('local')?.setItem(OTP_KEY, JSON.stringify(record));
}
export function clearOtpRecord(): void {
  storage('local')?.removeItem(OTP_KEY);
}

/**
 * The OTP record of a login refused with HTTP 418 (phone not verified yet): errors[0].value.
 * A phone string alone is accepted too, so an older server still lands on the OTP page.
 */
export function pendingVerificationOf(error: unknown): OtpRecord | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 418) return null;
  const value = error.errors[0]?.value;
  if (typeof value === 'string' && value) return { phone: value, expired: '', email: '' };
  if (value && typeof value === 'object' && typeof (value as OtpRecord).phone === 'string') {
    const { phone, expired, email } = value as Partial<OtpRecord>;
    return {
      phone: phone ?? '',
      expired: typeof expired === 'string' ? expired : '',
      email: typeof email === 'string' ? email : '',
    };
  }
  return null;
}

export function readStoredQr(): string | null {
  return storage('local')?.getItem(QR_KEY) || null;
}
export function storeQr(qr: string): void {
  storage('local')?.setItem(QR_KEY, qr);
}
export function clearStoredQr(): void {
  storage('local')?.removeItem(QR_KEY);
}

/** Keeps a success message for the next page load (the target may be another app). */
export function setFlashMessage(message: string): void {
  storage('session')?.setItem(FLASH_KEY, message);
}
/** The kept message, once. */
export function takeFlashMessage(): string | null {
  const s = storage('session');
  const message = s?.getItem(FLASH_KEY) ?? null;
  if (message !== null) s?.removeItem(FLASH_KEY);
  return message;
}

/**
 * The `redirect` query of /login, if it is a page of this shop once the browser has resolved it
 * against the page's origin (`shopPathOf` of @rona/routes); anything else → '/'. A path, or this
 * origin's full URL: a relative path ('user/profile') is not a target either.
 */
export function safeRedirectTarget(
  value: string | null | undefined,
  origin = globalThis.document?.location.origin,
): string {
  if (!value || !origin || !(value.startsWith('/') || value.startsWith(origin + '/'))) return '/';
  return shopPathOf(value, origin) ?? '/';
}
