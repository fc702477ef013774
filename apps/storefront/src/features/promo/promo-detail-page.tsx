import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ApiError, promoDetailQuery } from '@rona/api-client';
import type { PromoDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { promoDateRange, promoPeriod } from '@rona/rules';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, EmptyState, useDocumentTitle } from '@rona/ui';
import { CalendarIcon, TicketIcon } from './promo-icons';
import { SpecialDiscountGrid } from './special-discount-grid';
import { VoucherCard } from './voucher-card';
import { LongBannerImage } from '../../shared/sections/long-banner';
import banner from '../../shared/sections/long-banner.module.css';
import classes from './promo.module.css';

const t = translator(promoMessages);

function PromoNotFound({ message }: { message: string }) {
  useDocumentTitle(message);
  return (
    <EmptyState
      title={message}
      hint={t('promo.notFoundHint')}
      action={
        <AppLink to={paths.promos()} className={actionButtonClass}>
          {t('promo.back')}
        </AppLink>
      }
    />
  );
}

function PromoDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={t('promo.title')}>
      <div className={`${banner.longBanner} ${banner.bone}`} />
      <span className={classes.bone} style={{ width: '60%', height: 32 }} />
      <span className={classes.bone} style={{ width: '35%' }} />
    </div>
  );
}

function PromoContent({ promo }: { promo: PromoDetail }) {
  useDocumentTitle(promo.title);
  const period = promoPeriod(promo);
  const count = promo.vouchers.length;
  return (
    <article className={classes.detail}>
      {promo.long_banner && <LongBannerImage className={classes.detailBanner} src={promo.long_banner} priority />}
      <header className={classes.detailHead}>
        <h1 className={classes.pageTitle}>{promo.title}</h1>
        <p className={classes.detailMeta}>
          <span>
            <CalendarIcon />
            <span className={classes.visuallyHidden}>{`${t('promo.period')}: `}</span>
            {promoDateRange(period.start, period.end)}
          </span>
          <span>
            <TicketIcon />
            {count > 0 ? t('promo.voucherCount', { n: count }) : t('promo.noVoucher')}
          </span>
        </p>
      </header>
      {promo.sections.map((section) => (
        <section key={section.title} className={classes.textSection}>
          <h2 className={classes.sectionTitle}>{section.title}</h2>
          <p>{section.description}</p>
        </section>
      ))}
      {count > 0 && (
        <section className={classes.detailSection} aria-labelledby="promo-vouchers-title">
          <h2 id="promo-vouchers-title" className={classes.sectionTitle}>
            {t('promo.vouchers')}
          </h2>
          <ul className={classes.vouchers}>
            {promo.vouchers.map((voucher) => (
              <VoucherCard key={`${voucher.name}-${voucher.redeem_code ?? ''}`} voucher={voucher} />
            ))}
          </ul>
        </section>
      )}
      {promo.discounts && promo.discounts.products.length > 0 && <SpecialDiscountGrid discounts={promo.discounts} />}
    </article>
  );
}

/** /promo/:slug (spec 1 §2): banner, title, period, voucher count, sections, vouchers, special discounts. */
export function PromoDetailPage() {
  const { slug = '' } = useParams();
  const promo = useQuery(promoDetailQuery(slug));
  return (
    <div className={classes.container}>
      <AppLink to={paths.promos()} className={classes.backLink}>
        {`‹ ${t('promo.back')}`}
      </AppLink>
      {promo.isPending ? (
        <PromoDetailSkeleton />
      ) : promo.isError ? (
        promo.error instanceof ApiError && promo.error.httpStatus === 404 ? (
          <PromoNotFound message={promo.error.message} />
        ) : (
          <EmptyState
            title={t('promo.loadError')}
            action={
              <button type="button" className={actionButtonClass} onClick={() => void promo.refetch()}>
                {t('promo.retry')}
              </button>
            }
          />
        )
      ) : (
        <PromoContent promo={promo.data} />
      )}
    </div>
  );
}
