import type { DiscountKind } from '@rona/domain';
import { t } from '@rona/i18n';
import { isPast, shopTime } from './dates';
import { formatNumber, formatRupiah } from './money';

/** What the rules need of a discount. `kind` is read case-insensitively ('Percentage', 'FIXED'). */
export interface DiscountLike {
  kind: string;
  value: number;
}

/** A discount with its running dates (ISO date-times, or 'YYYY-MM-DD' for whole days). */
export interface DatedDiscount extends DiscountLike {
  startDate?: string | null;
  endDate?: string | null;
}

const KINDS: readonly DiscountKind[] = ['percentage', 'fixed', 'override'];

/** The kind in lower case, or null when it is none of percentage, fixed, override. */
export function discountKind(kind: string): DiscountKind | null {
  const lower = kind.trim().toLowerCase();
  return (KINDS as readonly string[]).includes(lower) ? (lower as DiscountKind) : null;
}

/**
 * The price after the discount, in whole Rupiah, between 0 and the regular price.
 * percentage: price − price × value / 100; fixed: price − value; override: value is the new price.
 * No discount (or an unknown kind) → the price unchanged.
 */
export function finalPrice(price: number, discount: DiscountLike | null | undefined): number {
  const kind = discount ? discountKind(discount.kind) : null;
  if (!discount || !kind) return price;
  const raw =
    kind === 'percentage'
      ? price - (price * discount.value) / 100
      : kind === 'fixed'
        ? price - discount.value
        : discount.value;
  return Math.min(price, Math.max(0, Math.round(raw)));
}

/** Rupiah a discount takes off one unit (0 without a discount). */
export function discountAmount(price: number, discount: DiscountLike | null | undefined): number {
  return price - finalPrice(price, discount);
}

/**
 * The badge: 'Disc. 20%', 'Disc. Rp 10.000' (fixed: the amount, as Rupiah), and for an override
 * the saving 'Disc. Rp <price − value>' (never below Rp 0). Unknown kind or none → ''.
 */
export function discountText(discount: DiscountLike | null | undefined, price: number): string {
  const kind = discount ? discountKind(discount.kind) : null;
  if (!discount || !kind) return '';
  const amount =
    kind === 'percentage'
      ? `${formatNumber(discount.value)}%`
      : kind === 'fixed'
        ? formatRupiah(discount.value)
        : formatRupiah(Math.max(0, price - discount.value));
  return t('discount.badge', { amount });
}

/**
 * Whether the discount runs at `now`: on or after startDate and on or before endDate, each only
 * when present. A whole-day date ('2025-05-31') covers that whole day in WIB. A date that cannot
 * be read makes the discount inactive rather than open-ended.
 */
export function isDiscountActive(discount: DatedDiscount | null | undefined, now: Date = new Date()): boolean {
  if (!discount || !discountKind(discount.kind)) return false;
  const at = now.getTime();
  if (discount.startDate) {
    const start = shopTime(discount.startDate, 'start');
    if (Number.isNaN(start) || at < start) return false;
  }
  return !discount.endDate || !isPast(discount.endDate, now);
}
