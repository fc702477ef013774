import type { AdminBanner, AdminBannerFields } from '@rona/domain';
import { t } from './i18n';
import { isoToWibInput } from '../../shared/wib-clock';

/** A `datetime-local` value read on the WIB clock, as an ISO date-time with its +07:00 zone (empty: none). */
export const wibInputToIso = (value: string): string | null =>
  !value ? null : value.length === 16 ? `${value}:00+07:00` : `${value}+07:00`;

const wibFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const wibText = (iso: string) => wibFormat.format(new Date(iso));

/** "1 Des 2026 00.00 – tanpa batas": a banner's window as staff read it. */
export const windowText = (b: Pick<AdminBanner, 'showFrom' | 'showUntil'>) =>
  t('backoffice.banners.window', {
    from: b.showFrom ? wibText(b.showFrom) : t('backoffice.banners.fromNow'),
    until: b.showUntil ? wibText(b.showUntil) : t('backoffice.banners.noEnd'),
  });

export interface BannerFormValues {
  title: string;
  link: string;
  alt: string;
  image: string;
  longImage: string;
  showFrom: string;
  showUntil: string;
  active: boolean;
}
export type BannerErrors = Partial<Record<keyof BannerFormValues, string>>;

export const bannerValuesOf = (b?: AdminBanner): BannerFormValues => ({
  title: b?.title ?? '',
  link: b?.link ?? '',
  alt: b?.alt ?? '',
  image: b?.image ?? '',
  longImage: b?.longImage ?? '',
  showFrom: isoToWibInput(b?.showFrom),
  showUntil: isoToWibInput(b?.showUntil),
  active: b?.active ?? true,
});

/** The API's rule, checked here first: a path in the shop, never another site. */
const SHOP_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+]*$/;

/** The form checked as the API would (it checks again): the body to send, or the errors by field. */
export function checkBanner(v: BannerFormValues): { errors: BannerErrors } | { body: AdminBannerFields } {
  const errors: BannerErrors = {};
  const need = (field: keyof BannerFormValues, label: string) => {
    if (!String(v[field]).trim()) errors[field] = t('backoffice.banners.required', { label });
  };
  need('title', t('backoffice.banners.field.title'));
  need('link', t('backoffice.banners.field.link'));
  need('alt', t('backoffice.banners.field.alt'));
  need('image', t('backoffice.banners.field.image'));
  need('longImage', t('backoffice.banners.field.longImage'));
  if (!errors.link && !SHOP_PATH.test(v.link.trim())) errors.link = t('backoffice.banners.linkInvalid');
  const from = wibInputToIso(v.showFrom);
  const until = wibInputToIso(v.showUntil);
  if (from && until && Date.parse(until) <= Date.parse(from)) errors.showUntil = t('backoffice.banners.windowInvalid');
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      title: v.title.trim(),
      link: v.link.trim(),
      alt: v.alt.trim(),
      image: v.image,
      longImage: v.longImage,
      showFrom: from,
      showUntil: until,
      active: v.active,
    },
  };
}

/** The banner as it is, ended now (its start kept): what 'Akhiri Sekarang' sends. */
export const endedNow = (b: AdminBanner, now = new Date()): AdminBannerFields => ({
  title: b.title,
  link: b.link,
  alt: b.alt,
  image: b.image,
  longImage: b.longImage,
  showFrom: b.showFrom && Date.parse(b.showFrom) < now.getTime() ? b.showFrom : null,
  showUntil: now.toISOString(),
  active: b.active,
});

/** `ids` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
