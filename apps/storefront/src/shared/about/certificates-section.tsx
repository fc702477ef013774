import { lazy, useId } from 'react';
import { translator } from '@rona/i18n';
import { certificatesMessages } from '@rona/i18n/areas/certificates';
import { hydratesApart, LazyWhenVisible } from '@rona/ui';
import classes from './about.module.css';

const t = translator(certificatesMessages);

const CertificatesCarousel = lazy(() => import('./certificates-carousel'));

/** 'Sertifikasi & Perizinan' (about and promo pages): the carousel's code and data load near the viewport. */
function CertificatesSectionView() {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sectionTitle}>
        {t('about.certificatesTitle')}
      </h2>
      <p className={classes.sectionHint}>{t('about.certificatesHint')}</p>
      <LazyWhenVisible minHeight={220}>
        <CertificatesCarousel label={t('about.certificatesTitle')} />
      </LazyWhenVisible>
    </section>
  );
}

/** Below the first screen: hydrated apart (HydrationBoundary). */
export const CertificatesSection = hydratesApart(CertificatesSectionView);
