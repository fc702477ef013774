import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@rona/i18n';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/icons';
import { usePrefersReducedMotion } from './use-reduced-motion';
import classes from './carousel.module.css';

interface SlideCarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Banner promo'. */
  label: string;
  slides: ReactNode[];
  /** Autoplay interval; the home banner uses 5 s. Autoplay stops with reduced motion, hover, focus or pause. */
  intervalMs?: number;
  className?: string;
}

/**
 * One slide per view on a CSS scroll-snap track (swipe works natively), looping autoplay,
 * arrows, dots and a pause button. No carousel library: it sits in the first viewport.
 */
export function SlideCarousel({ label, slides, intervalMs = 5000, className }: SlideCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const playing = count > 1 && !userPaused && !hovered && !reducedMotion;

  const goTo = useCallback(
    (next: number) => {
      const track = trackRef.current;
      const target = ((next % count) + count) % count;
      setIndex(target);
      track?.scrollTo?.({ left: target * track.clientWidth });
    },
    [count],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(index + 1);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, index, intervalMs, goTo]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || !track.clientWidth) return;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    if (current !== index) setIndex(current);
  };

  return (
    <section
      className={`${classes.carousel} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHovered(false)}
    >
      <div ref={trackRef} className={classes.track} onScroll={onScroll} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: i + 1, total: count })}
            inert={i !== index || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${classes.arrow} ${classes.prev}`}
            onClick={() => goTo(index - 1)}
            aria-label={t('carousel.previous')}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${classes.arrow} ${classes.next}`}
            onClick={() => goTo(index + 1)}
            aria-label={t('carousel.next')}
          >
            <ChevronRightIcon />
          </button>
          <div className={classes.controls}>
            <button
              type="button"
              className={classes.pause}
              onClick={() => setUserPaused((p) => !p)}
              aria-label={t(userPaused ? 'carousel.play' : 'carousel.pause')}
            >
              {userPaused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
            </button>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={classes.dot}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === index}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
