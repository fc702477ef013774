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

/**
 * Indonesian month names, as CLDR writes them today. The shop writes its dates itself instead of with
 * Intl: server-rendered pages are hydrated by browsers with older CLDR data (a different short month
 * would be a hydration mismatch), and WIB has a fixed offset, so no time-zone data is needed.
 */
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;
const SHOP_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar parts of a moment on the shop's (WIB) clock. */
export function shopDateParts(at: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const wib = new Date(at.getTime() + SHOP_OFFSET_MS);
  return {
    year: wib.getUTCFullYear(),
    month: wib.getUTCMonth(),
    day: wib.getUTCDate(),
    hour: wib.getUTCHours(),
    minute: wib.getUTCMinutes(),
  };
}

/** '3 Mar' (short) or '3 Maret' of a moment in WIB, optionally with its year. */
export function formatShopDay(at: Date, opts: { month: 'long' | 'short'; year: boolean }): string {
  const p = shopDateParts(at);
  const month = (opts.month === 'long' ? MONTHS : SHORT_MONTHS)[p.month];
  return opts.year ? `${p.day} ${month} ${p.year}` : `${p.day} ${month}`;
}

/** A date-time, a whole WIB day ('2025-03-03') or a Date; null when it cannot be read. */
function readDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = value instanceof Date ? value : new Date(shopTime(value, 'start'));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** '3 Maret 2025' in shop time (WIB); '' for a missing or unreadable date. */
export function formatShopDate(value: string | Date | null | undefined): string {
  const at = readDate(value);
  return at ? formatShopDay(at, { month: 'long', year: true }) : '';
}

/** '3 Mar 2025, 14.05' in shop time (WIB); '' for a missing or unreadable date. */
export function formatShopDateTime(value: string | Date | null | undefined): string {
  const at = readDate(value);
  if (!at) return '';
  const p = shopDateParts(at);
  return `${formatShopDay(at, { month: 'short', year: true })}, ${pad(p.hour)}.${pad(p.minute)}`;
}

/** The shop's (WIB) day of a moment as YYYY-MM-DD, whatever the device's clock zone. */
export function shopDayKey(at: Date): string {
  const p = shopDateParts(at);
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
}
