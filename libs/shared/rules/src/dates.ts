const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Western Indonesian time (WIB, no daylight saving): whole-day dates are read in it. */
export const SHOP_TIME_OFFSET = '+07:00';
/** The shop's clock zone (WIB): every date the shop shows is written in it, whatever the device's zone. */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/**
 * Milliseconds of a date-time, or of the start/end of a whole day ('2025-05-31') in WIB.
 * NaN when the text cannot be read.
 */
export function shopTime(value: string, edge: 'start' | 'end'): number {
  if (DATE_ONLY.test(value)) {
    const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
    return Date.parse(`${value}${time}${SHOP_TIME_OFFSET}`);
  }
  return Date.parse(value);
}

/** True when `now` is past the end (an unreadable end counts as past). */
export function isPast(end: string, now: Date): boolean {
  const at = shopTime(end, 'end');
  return Number.isNaN(at) || now.getTime() > at;
}

// Built on first use: importing the rules costs no formatter a page never shows.
let day: Intl.DateTimeFormat | undefined;
let dayTime: Intl.DateTimeFormat | undefined;
let dayKey: Intl.DateTimeFormat | undefined;

/** A date-time, a whole WIB day ('2025-03-03') or a Date; null when it cannot be read. */
function readDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = value instanceof Date ? value : new Date(shopTime(value, 'start'));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** '3 Maret 2025' in shop time (WIB); '' for a missing or unreadable date. */
export function formatShopDate(value: string | Date | null | undefined): string {
  const at = readDate(value);
  if (!at) return '';
  day ??= new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  return day.format(at);
}

/** '3 Mar 2025, 14.05' in shop time (WIB); '' for a missing or unreadable date. */
export function formatShopDateTime(value: string | Date | null | undefined): string {
  const at = readDate(value);
  if (!at) return '';
  dayTime ??= new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return dayTime.format(at);
}

/** The shop's (WIB) day of a moment as YYYY-MM-DD, whatever the device's clock zone. */
export function shopDayKey(at: Date): string {
  dayKey ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayKey.format(at);
}
