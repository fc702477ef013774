import { useQuery } from '@tanstack/react-query';
import { promoListQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { promoCardText } from '@rona/rules';
import { paths } from '@rona/routes';
import { AppLink, BANNER_SIZE, defaultBannerUrls, EmptyState, ErrorState } from '@rona/ui';
import { ScrollRow } from '@rona/ui/carousel';
import { HOME_PROMO_LIMIT } from './home-queries';
import home from './home.module.css';
import classes from './promo-carousel.module.css';

const t = translator(homeMessages);

/** The home promo carousel: running promos, each with its banner or a default one (a lazy chunk). */
export default function PromoCarousel() {
  const promos = useQuery(promoListQuery(1, HOME_PROMO_LIMIT));
  const defaults = defaultBannerUrls();
  const datas = promos.data?.datas ?? [];

  return (
    <section className={home.section} aria-labelledby="home-promo-title">
      <div className={home.sectionHead}>
        <h2 id="home-promo-title" className={home.sectionTitle}>
          {t('home.promoTitle')}
        </h2>
        <AppLink to={paths.promos()} className={home.seeAll}>
          {t('home.promoSeeAll')}
        </AppLink>
      </div>
      {promos.isPending ? (
        <div className={classes.placeholder} aria-hidden="true" />
      ) : promos.isError && !promos.data ? (
        <ErrorState level={3} title={t('home.loadError')} error={promos.error} onRetry={() => void promos.refetch()} />
      ) : datas.length === 0 ? (
        <EmptyState level={3} title={t('home.promoEmpty')} />
      ) : (
        <ScrollRow label={t('home.promoTitle')} className={classes.row}>
          {datas.map((promo, i) => (
            <AppLink key={promo.url} to={paths.promo(promo.url)} className={classes.card}>
              <img
                src={promo.banner ?? defaults[i % defaults.length]}
                alt=""
                width={BANNER_SIZE.width}
                height={BANNER_SIZE.height}
                loading="lazy"
                decoding="async"
                onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
              />
              <span className={classes.title}>{promo.title}</span>
              <span className={classes.meta}>{promoCardText(promo)}</span>
            </AppLink>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
