import type { PromoListItem } from '@rona/domain';
import { t } from '@rona/i18n';

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
