/** Browser storage keys of spec 1 §4. */
export const SESSION_COOKIE = 'SESSION__';
export const GUEST_TOKEN_KEY = 'GUEST__';
export const STORAGE_KEYS = { checkout: 'checkout', carts: 'carts', otp: 'otp' } as const;
const ONE_DAY_SECONDS = 24 * 60 * 60;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** The member's session token, shared by every app on the origin through the SESSION__ cookie (1 day). */
export function getSessionToken(): string | null {
  return readCookie(SESSION_COOKIE);
}
/** `persistent: false` (remember-me unticked) makes it a browser-session cookie: gone when the browser closes, and still at most a day on the server. */
export function setSessionToken(token: string, { persistent = true }: { persistent?: boolean } = {}): void {
  const maxAge = persistent ? `; max-age=${ONE_DAY_SECONDS}` : '';
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; path=/${maxAge}; samesite=lax`;
}
export function clearSessionToken(): void {
  document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
export function isLoggedIn(): boolean {
  return getSessionToken() !== null;
}
export function getGuestToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(GUEST_TOKEN_KEY);
}
