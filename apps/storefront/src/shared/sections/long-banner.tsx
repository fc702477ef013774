import { useQuery } from '@tanstack/react-query';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { paths } from '@rona/routes';
import { AppLink, defaultBannerUrls } from '@rona/ui';
import { ShopImage } from '@rona/ui/media';
import classes from './long-banner.module.css';

const t = translator(promoMessages);

/** Long banners are generated at 1440×320. */
export const LONG_BANNER = { width: 1440, height: 320 } as const;

/**
 * A long banner picture: lazy below the fold (the promo, about and product pages), or the LCP picture
 * at the top of a promo's own page (`priority`).
 */
export function LongBannerImage({
  src,
  className,
  priority = false,
}: {
  src: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <ShopImage
      className={className}
      src={src}
      alt=""
      width={LONG_BANNER.width}
      height={LONG_BANNER.height}
      priority={priority}
      onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
    />
  );
}

/**
 * The wide banner of the promo and about pages: the newest running promo that has a long banner,
 * linking to it; otherwise a default banner to the shop (spec 1 §9 'default banners').
 * Shares the first promo page's cache with the home carousel and the promo list.
 */
export function LongBanner() {
  const promos = useQuery(promoListQuery(1, PAGE_SIZES.promo));
  if (promos.isPending) return <div className={`${classes.longBanner} ${classes.bone}`} aria-hidden="true" />;
  const promo = promos.data?.datas.find((p) => p.long_banner);
  const to = promo ? paths.promo(promo.url) : paths.products();
  const src = promo?.long_banner ?? defaultBannerUrls()[0];
  return (
    <AppLink to={to} className={classes.longBanner} aria-label={promo ? promo.title : t('promo.shopNow')}>
      <LongBannerImage src={src} />
    </AppLink>
  );
}
