/**
 * Every name the front ends keep in the browser's storage, and the event that says the guest cart
 * changed: one home, so the page that writes a key and the page that reads it cannot drift apart.
 * (Spec 1 §4 names 'carts', 'checkout', 'GUEST__' and 'otp'; the session itself is a cookie, see
 * SESSION_MARKERS.) Separate constants, so a first load carries only the keys it uses.
 */

/** localStorage: the started checkout's id. */
export const CHECKOUT_KEY = 'checkout';
/** localStorage: the guest cart (its lines, vouchers and summary as JSON). */
export const GUEST_CART_KEY = 'carts';
/** localStorage: the OTP step's record (where the code went, when it may be sent again). */
export const OTP_KEY = 'otp';
/** localStorage: the token of a guest's checkout. */
export const GUEST_TOKEN_KEY = 'GUEST__';
/** localStorage: the QR code of a registration link, until the account is created (spec 3 §3). */
export const QR_KEY = 'qr';
/** sessionStorage: remember-me of the registration, read when the OTP step logs the member in. */
export const REMEMBER_KEY = 'rona:remember';
/** sessionStorage: a success message that must survive the full page load to another app. */
export const FLASH_KEY = 'rona:flash';
/** sessionStorage: a session ended; the page, loaded again as a guest, says so once. */
export const SESSION_ENDED_KEY = 'rona:session-ended';
/** sessionStorage: red toasts kept for the next page of the tab. */
export const NEXT_PAGE_ERRORS_KEY = 'rona:next-page-errors';
/** localStorage: the link-page editor's recently used colours. */
export const LINKPAGE_RECENT_COLORS_KEY = 'linkpage-recent-colors';
/** localStorage: a link page's editor draft (widgets, selected widget, background). */
export const linkpageDraftKey = (linkId: string) => `linkpage-draft:${linkId}`;

/** Dispatched on window when this tab changes the guest cart (other tabs hear the 'storage' event). */
export const GUEST_CART_EVENT = 'rona:carts';
