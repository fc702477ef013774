import { useSyncExternalStore } from 'react';
import { isLoggedIn, onSessionEnded } from '@rona/api-client';

/** Nothing to listen to: after hydration the answer never changes again. */
const noChange = () => () => undefined;
const onServer = () => false;
const inBrowser = () => true;

/**
 * False on the server and while React hydrates the part that asks (the first client render of
 * server HTML must be the server's); true on the render React makes right after, on anything
 * mounted later and on pages without server HTML.
 * Per-person parts (cart count, hearts, account menu) and anything read from the browser wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChange, inBrowser, onServer);
}

/**
 * True when a shop member is signed in (the SESSION__ marker), read only after hydration: the server
 * renders every page as for an anonymous visitor (no cookies), and so does the first client render.
 * Follows the session ending on this page (a 401 drops the marker).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onSessionEnded, isLoggedIn, onServer);
}

/**
 * A value read from the browser (the page's origin, its URL) without a mismatch: `serverValue` on
 * the server and while hydrating, `read()` afterwards. `read` must return a primitive or the same object.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChange, read, () => serverValue);
}
