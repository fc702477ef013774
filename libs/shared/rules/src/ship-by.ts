import { shopDateParts, shopTime } from './dates';

/** Spec 2's cut-off: paid before 14:00 WIB ships that working day, after it the next one. */
export const SHIPPING_CUTOFF_HOUR = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Working days for the warehouse: Monday to Saturday (couriers do not pick up on Sunday). */
export const isShippingDay = (weekday: number): boolean => weekday !== 0;

/**
 * When a paid order must be shipped by: the end (23:59:59.999 WIB) of the working day it ships on.
 * Paid before 14:00 WIB on a working day → that day; at or after 14:00, or on a Sunday → the next
 * working day. Public holidays are not known to the rule.
 */
export function shipByTime(paidAt: Date): Date {
  const paid = shopDateParts(paidAt);
  // Noon WIB of the paid day, as a UTC instant: stepping whole days never crosses a date line.
  let day = Date.UTC(paid.year, paid.month, paid.day, 5);
  const weekday = (d: number) => new Date(d).getUTCDay();
  if (!(isShippingDay(weekday(day)) && paid.hour < SHIPPING_CUTOFF_HOUR)) {
    day += DAY_MS;
    while (!isShippingDay(weekday(day))) day += DAY_MS;
  }
  const d = new Date(day);
  return new Date(shopTime(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, 'end'));
}

/** Past its ship-by time and not yet handed over (`shippedAt` null). */
export const isLateToShip = (shipBy: Date, now: Date, shipped: boolean): boolean =>
  !shipped && now.getTime() > shipBy.getTime();
