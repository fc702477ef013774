import { useQuery } from '@tanstack/react-query';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';
import { certificatesQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { certificatesMessages } from '@rona/i18n/areas/certificates';
import { usePrefersReducedMotion } from '@rona/ui/carousel';
import { CERTIFICATE_AUTOPLAY_MS } from './certificate-autoplay';
import classes from './about.module.css';
import { ErrorState } from '@rona/ui';

const t = translator(certificatesMessages);

/** Certificate seals are generated at 400×400. */
const SEAL = 400;

/**
 * The certificates in a looping row that moves one step every 3 s (spec 1 §9); swiping works,
 * and autoplay pauses on hover/focus and stays off with reduced motion. A lazy chunk.
 */
export default function CertificatesCarousel({ label }: { label: string }) {
  const certificates = useQuery(certificatesQuery());
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [
            Autoplay({
              delay: CERTIFICATE_AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ],
    [reducedMotion],
  );
  const [viewportRef] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);

  if (certificates.isError) {
    return (
      <ErrorState
        level={3}
        title={t('about.certificatesError')}
        error={certificates.error}
        onRetry={() => void certificates.refetch()}
      />
    );
  }
  const items = certificates.data;
  return (
    <div
      className={classes.certViewport}
      ref={viewportRef}
      aria-roledescription="carousel"
      aria-label={label}
      role="region"
    >
      <ul className={classes.certTrack}>
        {items
          ? items.map((c, i) => (
              <li
                key={c.title}
                className={classes.certSlide}
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${items.length}`}
              >
                <img
                  src={c.image}
                  alt={`${c.title} — ${c.issuer}`}
                  width={SEAL}
                  height={SEAL}
                  loading="lazy"
                  decoding="async"
                />
                <span className={classes.certTitle}>{c.title}</span>
              </li>
            ))
          : Array.from({ length: 5 }, (_, i) => (
              <li key={i} className={`${classes.certSlide} ${classes.certBone}`} aria-hidden="true" />
            ))}
      </ul>
    </div>
  );
}
