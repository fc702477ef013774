import { useQuery } from '@tanstack/react-query';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { paths } from '@rona/routes';
import { AppLink, defaultBannerUrls } from '@rona/ui';
import classes from './long-banner.module.css';

const t = translator(promoMessages);

/** Long banners are generated at 1440×320. */
const LONG_BANNER = { width: 1440, height: 320 } as const;

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
      <img
        src={src}
        alt=""
        width={LONG_BANNER.width}
        height={LONG_BANNER.height}
        loading="lazy"
        decoding="async"
        onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
      />
    </AppLink>
  );
}
