import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, defaultBannerUrls, EmptyState, useDocumentTitle } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { CertificatesSection } from '../../shared/about/certificates-section';
import { LatestArticlesSection } from '../../shared/articles/latest-articles-section';
import { LongBanner } from '../../shared/sections/long-banner';
import { PromoCard, PromoCardSkeleton } from './promo-card';
import { readPage } from './page-param';
import classes from './promo.module.css';

const t = translator(promoMessages);

/** /promo (spec 1 §2): all running promos, 6 per page (page in the URL), then banner, blog and certificates. */
export function PromoListPage() {
  useDocumentTitle(t('promo.heading'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const promos = useQuery({ ...promoListQuery(page, PAGE_SIZES.promo), placeholderData: keepPreviousData });
  const gridRef = useListTopOnPaging<HTMLElement>(page);
  const totalPage = promos.data?.page.totalPage ?? 0;
  const defaults = defaultBannerUrls();

  // A page past the end (an old shared link) goes to the last page instead of a misleading empty state.
  useEffect(() => {
    if (totalPage > 0 && page > totalPage) setParams({ page: String(totalPage) }, { replace: true });
  }, [page, totalPage, setParams]);

  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  const datas = promos.data?.datas ?? [];
  return (
    <div className={classes.container}>
      <section ref={gridRef} className={classes.listSection} aria-labelledby="promo-heading">
        <div className={classes.listHead}>
          <div>
            <h1 id="promo-heading" className={classes.pageTitle}>
              {t('promo.heading')}
            </h1>
            <p className={classes.hint}>{t('promo.hint')}</p>
          </div>
          <AppLink to={paths.products()} className={actionButtonClass}>
            {t('promo.shopNow')}
          </AppLink>
        </div>
        {promos.isPending ? (
          <ul className={classes.grid} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <PromoCardSkeleton key={i} />
            ))}
          </ul>
        ) : promos.isError && !promos.data ? (
          <EmptyState
            title={t('promo.loadError')}
            action={
              <button type="button" className={actionButtonClass} onClick={() => void promos.refetch()}>
                {t('promo.retry')}
              </button>
            }
          />
        ) : datas.length === 0 ? (
          <EmptyState
            title={t('promo.empty')}
            hint={t('promo.emptyHint')}
            action={
              <AppLink to={paths.products()} className={actionButtonClass}>
                {t('promo.shopNow')}
              </AppLink>
            }
          />
        ) : (
          <ul className={classes.grid} aria-busy={promos.isPlaceholderData || undefined}>
            {datas.map((promo, i) => (
              <PromoCard
                key={promo.url}
                promo={promo}
                fallbackImage={defaults[i % defaults.length] ?? ''}
                priority={i === 0}
              />
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={totalPage} onChange={goTo} />
      </section>
      <LongBanner />
      <LatestArticlesSection />
      <CertificatesSection />
    </div>
  );
}
