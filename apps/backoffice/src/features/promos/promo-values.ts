import type { z } from 'zod';
// Loaded only with the promos' lazy route chunk: zod stays out of the back office's first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { adminPromoCreateSchema, type AdminPromoDetail, type AdminPromoSize } from '@rona/domain';
import { fromWibLocal, isoToWibInput } from '../../shared/wib-clock';

export interface PromoSectionValues {
  title: string;
  description: string;
}
export interface PromoVoucherChoice {
  id: string;
  name: string;
  redeemCode: string | null;
}
export interface PromoFormValues {
  title: string;
  slug: string;
  type: 'Voucher' | 'Discount';
  startLocal: string;
  endLocal: string;
  /** The carousel place as typed ('' = none). */
  position: string;
  thumbnail: string;
  banner: string;
  longBanner: string;
  sections: PromoSectionValues[];
  vouchers: PromoVoucherChoice[];
  sizes: AdminPromoSize[];
}

export const emptySection = (): PromoSectionValues => ({ title: '', description: '' });

export function promoValuesOf(p?: AdminPromoDetail): PromoFormValues {
  if (!p) {
    const now = Date.now();
    return {
      title: '',
      slug: '',
      type: 'Voucher',
      startLocal: isoToWibInput(new Date(now).toISOString()),
      endLocal: isoToWibInput(new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString()),
      position: '',
      thumbnail: '',
      banner: '',
      longBanner: '',
      sections: [],
      vouchers: [],
      sizes: [],
    };
  }
  return {
    title: p.title,
    slug: p.slug,
    type: p.type,
    startLocal: isoToWibInput(p.startDate),
    endLocal: isoToWibInput(p.endDate),
    position: p.position === null ? '' : String(p.position),
    thumbnail: p.thumbnail ?? '',
    banner: p.banner ?? '',
    longBanner: p.longBanner ?? '',
    sections: p.sections.map((s) => ({ ...s })),
    vouchers: p.vouchers.map((v) => ({ id: v.id, name: v.name, redeemCode: v.redeemCode })),
    sizes: p.sizes,
  };
}

const numberOrText = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text);

export const bodyOf = (v: PromoFormValues) => ({
  title: v.title,
  slug: v.slug,
  type: v.type,
  startDate: fromWibLocal(v.startLocal),
  endDate: fromWibLocal(v.endLocal),
  position: numberOrText(v.position),
  thumbnail: v.thumbnail || null,
  banner: v.banner || null,
  longBanner: v.longBanner || null,
  sections: v.sections,
  voucherIds: v.vouchers.map((x) => x.id),
  variantIds: v.sizes.map((x) => x.id),
});
/** What the API receives: the schema's parsed output (defaults applied, text trimmed). */
export type PromoBody = z.output<typeof adminPromoCreateSchema>;

export type PromoErrors = Partial<Record<string, string>>;

/** The same schema the API validates with: errors by field path (`sections.0.title`). */
export function checkPromo(v: PromoFormValues): { body: PromoBody } | { errors: PromoErrors } {
  const parsed = adminPromoCreateSchema.safeParse(bodyOf(v));
  if (parsed.success) return { body: parsed.data };
  const errors: PromoErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The list with item `i` moved by `by` places (kept in bounds). */
export function moved<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
