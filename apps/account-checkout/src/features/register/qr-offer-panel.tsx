import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clearStoredQr, qrOfferQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { formatNumber } from '@rona/rules';
import { authClasses } from '../../shared/auth-form/auth-card';

const t = translator(authMessages);

/** The promotion behind a registration QR code (spec 3 §2): its name and the points on offer. */
export function QrOfferPanel({ qr }: { qr: string }) {
  const offer = useQuery(qrOfferQuery(qr));
  // An unknown code is forgotten, so the next visit to /register does not bring it back.
  useEffect(() => {
    if (offer.isError) clearStoredQr();
  }, [offer.isError]);
  if (offer.isPending) return null;
  if (offer.isError) {
    return (
      <p className={authClasses.notice} role="alert">
        {t('auth.qr.notFound')}
      </p>
    );
  }
  return (
    <aside className={authClasses.offer} aria-label={t('auth.qr.title')}>
      <p className={authClasses.offerTitle}>{t('auth.qr.title')}</p>
      <p>{t('auth.qr.offer', { points: formatNumber(offer.data.value), name: offer.data.name })}</p>
    </aside>
  );
}
