import { isSafeColor, isSafeFontFamily, isSafeImageSource, isSafeLink } from '@rona/domain/browser';

/**
 * What reaches an href, src or style passes the same checks the API applies on save; anything else
 * is dropped (an old row, a tampered draft). `blob:` previews are allowed only in the editor.
 */
export const safeHref = (url: string | null | undefined) => (url && isSafeLink(url) ? url : undefined);
export const safeSrc = (src: string | null | undefined, allowBlob = false) =>
  src && (isSafeImageSource(src) || (allowBlob && src.startsWith('blob:'))) ? src : undefined;
export const safeColor = (color: string | null | undefined, fallback: string) =>
  color && isSafeColor(color) ? color : fallback;
export const safeFont = (font: string | null | undefined) =>
  font && isSafeFontFamily(font) ? `${font}, system-ui, sans-serif` : undefined;
/** Links outside the page open in a new tab; mail/phone/WhatsApp apps open as usual. */
export const linkTarget = (href: string) =>
  /^https?:/i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
