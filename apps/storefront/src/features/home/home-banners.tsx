import { useQuery } from '@tanstack/react-query';
import { homeBannersQuery, promoListQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { paths } from '@rona/routes';
import { AppLink, BANNER_SIZE, defaultBannerUrls } from '@rona/ui';
import { ShopImage } from '@rona/ui/media';
import { SlideCarousel } from '@rona/ui/carousel';
import { HOME_PROMO_LIMIT } from './home-queries';
import classes from './home-banners.module.css';

const t = translator(homeMessages);

interface Banner {
  image: string;
  alt: string;
  to: string;
}

/**
 * Staff's home banners showing now, in their order (docs/product/banners.md); none → running promos
 * that have a banner; none of those either (or no answer) → the default banners.
 */
function useBanners(): Banner[] | null {
  const staff = useQuery(homeBannersQuery());
  const promos = useQuery(promoListQuery(1, HOME_PROMO_LIMIT));
  if (staff.isPending) return null;
  if (staff.data?.length) return staff.data.map((b) => ({ image: b.image, alt: b.alt, to: b.link }));
  if (promos.isPending) return null;
  const own = (promos.data?.datas ?? [])
    .filter((p) => p.banner)
    .map((p) => ({ image: p.banner as string, alt: p.title, to: paths.promo(p.url) }));
  if (own.length) return own;
  return defaultBannerUrls().map((image) => ({ image, alt: t('brand.tagline'), to: paths.products() }));
}

/** The home banner carousel: autoplay 5 s, loop (spec 1 §2, §9). The first slide is the page's LCP picture. */
export function HomeBanners() {
  const banners = useBanners();
  if (!banners) return <div className={classes.frame} aria-hidden="true" />;
  return (
    <SlideCarousel
      label={t('home.banners')}
      intervalMs={5000}
      className={classes.frame}
      slides={banners.map((b, i) => (
        <AppLink key={`${i}-${b.image}`} to={b.to} className={classes.slide}>
          <ShopImage
            src={b.image}
            alt={b.alt}
            width={BANNER_SIZE.width}
            height={BANNER_SIZE.height}
            priority={i === 0}
            onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
          />
        </AppLink>
      ))}
    />
  );
}
