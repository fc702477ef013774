/**
 * Every name the front ends keep in the browser's storage, and the event that says the guest cart
 * changed: one home, so the page that writes a key and the page that reads it cannot drift apart.
 * (Spec 1 §4 names 'carts', 'checkout', 'GUEST__' and 'otp'; the session itself is a cookie, see
 * SESSION_MARKERS.)
 */
export const STORAGE_KEYS = {
  /** localStorage: the started checkout's id. */
  checkout: 'checkout',
  /** localStorage: the guest cart (its lines, vouchers and summary as JSON). */
  carts: 'carts',
  /** localStorage: the OTP step's record (where the code went, when it may be sent again). */
  otp: 'otp',
  /** localStorage: the token of a guest's checkout. */
  guestToken: 'GUEST__',
  /** localStorage: the QR code of a registration link, until the account is created (spec 3 §3). */
  qr: 'qr',
  /** sessionStorage: remember-me of the registration, read when the OTP step logs the member in. */
  remember: 'rona:remember',
  /** sessionStorage: a success message that must survive the full page load to another app. */
  flash: 'rona:flash',
  /** sessionStorage: a session ended; the page, loaded again as a guest, says so once. */
  sessionEnded: 'rona:session-ended',
  /** sessionStorage: red toasts kept for the next page of the tab. */
  nextPageErrors: 'rona:next-page-errors',
  /** localStorage: the link-page editor's recently used colours. */
  linkpageRecentColors: 'linkpage-recent-colors',
  /** localStorage: a link page's editor draft (widgets, selected widget, background). */
  linkpageDraft: (linkId: string) => `linkpage-draft:${linkId}`,
} as const;

/** Dispatched on window when this tab changes the guest cart (other tabs hear the 'storage' event). */
export const GUEST_CART_EVENT = 'rona:carts';
