import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { paths } from '@rona/routes';
import { AppLink, hydratesApart } from '@rona/ui';
import home from './home.module.css';
import classes from './about-section.module.css';

const t = translator(homeMessages);

/** Splits a text into words that fade in one after another (the delay comes from --i). */
function RevealText({ text, offset = 0 }: { text: string; offset?: number }) {
  return text.split(' ').map((word, i) => (
    <span key={i} className={classes.word} style={{ '--i': offset + i } as CSSProperties}>
      {`${word} `}
    </span>
  ));
}

/**
 * The animated about section: its words are revealed as it scrolls into view. With reduced motion
 * (or no IntersectionObserver, or scripts off) the text is simply there.
 */
function AboutSectionView() {
  const ref = useRef<HTMLElement>(null);
  // Hidden words on the server and while hydrating (CSS shows them when scripts are off).
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (revealed || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [revealed]);

  const title = t('home.aboutTitle');
  return (
    <section
      ref={ref}
      className={`${home.section} ${classes.about}`}
      data-revealed={revealed || undefined}
      aria-labelledby="home-about-title"
    >
      <p className={classes.kicker}>{t('home.aboutKicker')}</p>
      <h2 id="home-about-title" className={classes.title} aria-label={title}>
        <RevealText text={title} />
      </h2>
      <p className={classes.body}>
        <RevealText text={t('home.aboutBody1')} offset={8} />
      </p>
      <p className={classes.body}>
        <RevealText text={t('home.aboutBody2')} offset={16} />
      </p>
      <p className={classes.motto}>{t('brand.motto')}</p>
      <AppLink to={paths.about()} className={classes.more}>
        {t('home.aboutMore')}
      </AppLink>
    </section>
  );
}

/** Below the products: hydrated apart (HydrationBoundary). */
export const AboutSection = hydratesApart(AboutSectionView);
