import { GUEST_TOKEN_KEY, REMEMBER_KEY } from './storage-keys';

/**
 * The session marker of spec 1 §4 (the storage keys are in storage-keys.ts). The session token
 * itself lives in an HttpOnly cookie that only the API reads (docs/decisions/006); the front ends
 * see the non-secret marker `SESSION__`, whose presence decides guest or member, as the spec says.
 */
export const SESSION_COOKIE = 'SESSION__';
/** Which cookie pair a call uses (the API reads `X-Rona-Client`). */
export type SessionScope = 'shop' | 'link-tool' | 'admin';
export const SESSION_MARKERS: Record<SessionScope, string> = {
  shop: SESSION_COOKIE,
  'link-tool': 'LINKPAGE_SESSION__',
  // The back office's staff session (ADMIN_SESSION_COOKIES.marker of @rona/domain).
  admin: 'ADMIN_SESSION__',
};
const ONE_DAY_SECONDS = 24 * 60 * 60;
/** Unticked remember-me: the login call asks the API for browser-session cookies. */
export function rememberMe(): boolean {
  try {
    return sessionStorage.getItem(REMEMBER_KEY) !== '0';
  } catch {
    return true;
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * The markers read in the current task. One render asks many times (every card's heart, the header,
 * the cart: each through useSyncExternalStore, which asks again around its commit), and each read
 * of document.cookie parses the whole cookie header: on a phone at 4× CPU that was 7% of the
 * storefront's hydration (issue 24). Forgotten at the end of the task and when this module writes a marker.
 */
const markersReadInTask = new Map<SessionScope, boolean>();

/** True while the scope's session marker is there (set by the API with the HttpOnly token). */
export function hasSession(scope: SessionScope = 'shop'): boolean {
  const known = markersReadInTask.get(scope);
  if (known !== undefined) return known;
  const present = Boolean(readCookie(SESSION_MARKERS[scope]));
  if (markersReadInTask.size === 0) queueMicrotask(() => markersReadInTask.clear());
  markersReadInTask.set(scope, present);
  return present;
}
/**
 * After a login the API has set the token and the marker; the marker is written here as well, so
 * the page that logged in sees the member at once. `persistent: false` (remember-me unticked) makes
 * it a browser-session cookie, as the API's.
 */
export function markSessionStarted({
  persistent = true,
  scope = 'shop',
}: { persistent?: boolean; scope?: SessionScope } = {}): void {
  const maxAge = persistent ? `; max-age=${ONE_DAY_SECONDS}` : '';
  markersReadInTask.clear();
  document.cookie = `${SESSION_MARKERS[scope]}=1; path=/${maxAge}; samesite=lax`;
}
/** Drops the marker (the API drops the HttpOnly token on logout or when it finds the session ended). */
export function clearSessionMarker(scope: SessionScope = 'shop'): void {
  if (typeof document === 'undefined') return;
  markersReadInTask.clear();
  document.cookie = `${SESSION_MARKERS[scope]}=; path=/; max-age=0; samesite=lax`;
}
export function isLoggedIn(): boolean {
  return hasSession('shop');
}
export function getGuestToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(GUEST_TOKEN_KEY);
}

type SessionEndedListener = (scope: SessionScope) => void;
const endedListeners = new Set<SessionEndedListener>();
const ended = new Set<SessionScope>();

/** Called once per page load when the API says the session is gone (a 401, or an answer as a guest). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}
/** The session of `scope` is gone: the marker goes, and the listeners hear it once. */
export function sessionEnded(scope: SessionScope): void {
  clearSessionMarker(scope);
  if (ended.has(scope)) return;
  ended.add(scope);
  endedListeners.forEach((l) => l(scope));
}
/** Tests: forget that a session ended on this "page load". */
export function resetSessionEnded(): void {
  ended.clear();
}
