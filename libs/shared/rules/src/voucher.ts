import type { Voucher } from '@rona/domain';
import { t } from '@rona/i18n';
import { isPast } from './dates';
import { formatRupiah } from './money';

/** Anything carrying what a voucher takes off. */
export interface DeductedVoucher {
  deducted_price: number;
}

export type VoucherTerms = Pick<
  Voucher,
  'category' | 'discType' | 'discAmount' | 'maxDiscount' | 'minimumTransaction' | 'expired'
>;

export type VoucherDeduction = { usable: true; amount: number } | { usable: false; amount: 0; reason: string };

const unusable = (reason: string): VoucherDeduction => ({ usable: false, amount: 0, reason });

/**
 * What a voucher takes off, or why it cannot be used. Checked in order: expired (or an
 * unreadable end), subtotal below `minimumTransaction`, unknown `discType`. A shipping voucher
 * applies to `shippingCost`, a transaction voucher to `subtotal`. fixed: `discAmount`;
 * percentage: `discAmount` % of that base, capped at `maxDiscount` (0 = no cap). Never more
 * than the base, never below 0, whole Rupiah.
 */
export function voucherDeduction(
  voucher: VoucherTerms,
  subtotal: number,
  shippingCost: number,
  now: Date = new Date(),
): VoucherDeduction {
  if (isPast(voucher.expired, now)) return unusable(t('voucher.expired'));
  if (subtotal < voucher.minimumTransaction) {
    return unusable(t('voucher.minimumTransaction', { amount: formatRupiah(voucher.minimumTransaction) }));
  }
  const base = Math.max(0, voucher.category === 'shipping' ? shippingCost : subtotal);
  const type = String(voucher.discType).toLowerCase();
  let amount: number;
  if (type === 'fixed') amount = voucher.discAmount;
  else if (type === 'percentage') {
    amount = (base * voucher.discAmount) / 100;
    if (voucher.maxDiscount > 0) amount = Math.min(amount, voucher.maxDiscount);
  } else return unusable(t('voucher.notUsable'));
  return { usable: true, amount: Math.round(Math.max(0, Math.min(amount, base))) };
}

/** The total saving shown with the chosen vouchers: the sum of their deducted_price. */
export function totalSaving(vouchers: readonly DeductedVoucher[]): number {
  return vouchers.reduce((sum, v) => sum + v.deducted_price, 0);
}

export type ToggleableVoucher = Pick<Voucher, 'id' | 'category' | 'usable'>;

export interface VoucherToggle {
  selectedIds: string[];
  /** Why the selection did not change; null when it did. */
  reason: string | null;
}

/**
 * Picks or unpicks a voucher in the 'Pakai Promo' dialog (spec 1 §4): picking a chosen one
 * unpicks it (always allowed, even when it has become unusable); an unusable voucher cannot be
 * picked, and none can when the grand total is 0 or less; otherwise it replaces the chosen
 * voucher of its category, so at most one shipping and one transaction voucher stay chosen.
 * `vouchers` are all vouchers the dialog knows, to find the category of the chosen ids; ids it
 * does not know are kept.
 */
export function toggleVoucher(
  selectedIds: readonly string[],
  voucher: ToggleableVoucher,
  vouchers: readonly ToggleableVoucher[],
  grandTotal: number,
): VoucherToggle {
  if (selectedIds.includes(voucher.id)) {
    return { selectedIds: selectedIds.filter((id) => id !== voucher.id), reason: null };
  }
  if (!voucher.usable) return { selectedIds: [...selectedIds], reason: t('voucher.notUsable') };
  if (grandTotal <= 0) return { selectedIds: [...selectedIds], reason: t('voucher.zeroTotal') };
  const categoryOf = new Map(vouchers.map((v) => [v.id, v.category]));
  const kept = selectedIds.filter((id) => categoryOf.get(id) !== voucher.category);
  return { selectedIds: [...kept, voucher.id], reason: null };
}

/**
 * The toast after applying vouchers: exactly one → '1 promo berhasil dipakai!', more →
 * '<n> promo berhasil dipakai'. None applied → null (no toast).
 */
export function promoAppliedText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? t('voucher.appliedOne') : t('voucher.appliedMany', { n: count });
}
