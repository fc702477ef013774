import type { PromoDetail, PromoListItem } from '@rona/domain';
import { t } from '@rona/i18n';
import { formatShopDay, shopDateParts } from './dates';

/**
 * The promo card's third line (spec 1 §2): a discount promo → 'Diskon Produk Spesial'; a voucher
 * promo → '<n> Kode Promo', or 'Tanpa Kode Promo' when it has no codes.
 */
export function promoCardText(promo: Pick<PromoListItem, 'type' | 'count_voucher'>): string {
  if (promo.type === 'Discount') return t('promoCard.specialDiscount');
  return promo.count_voucher > 0 ? t('promoCard.codes', { n: promo.count_voucher }) : t('promoCard.noCode');
}

/** Blog list: items 1 and 5 of a page are shown large (0-based positions 0 and 4). */
export const isFeaturedArticle = (position: number): boolean => position === 0 || position === 4;

/**
 * A promo's period in shop time (WIB), e.g. '25 Nov - 2 Des 2026'; the start drops its year when
 * both ends share one. Empty when a date cannot be read.
 */
export function promoDateRange(start: string, end: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const sameYear = shopDateParts(from).year === shopDateParts(to).year;
  return `${formatShopDay(from, { month: 'short', year: !sameYear })} - ${formatShopDay(to, { month: 'short', year: true })}`;
}

/** The promo detail's period: the special discounts' dates when it has them (spec 1 §2), else the promo's. */
export function promoPeriod(promo: Pick<PromoDetail, 'start_date' | 'end_date' | 'discounts'>): {
  start: string;
  end: string;
} {
  return promo.discounts
    ? { start: promo.discounts.startDate, end: promo.discounts.endDate }
    : { start: promo.start_date, end: promo.end_date };
}
