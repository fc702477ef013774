const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Western Indonesian time (WIB, no daylight saving): whole-day dates are read in it. */
export const SHOP_TIME_OFFSET = '+07:00';

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
