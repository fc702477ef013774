import { lazy } from 'react';
import { translator } from '@rona/i18n';
import { aboutMessages } from '@rona/i18n/areas/about';
import { LazyWhenVisible, useDocumentTitle } from '@rona/ui';
import { LatestArticlesSection } from '../../shared/articles/latest-articles-section';
import { useScrollToHash } from '../../shared/use-scroll-to-hash';
import { LongBanner } from '../../shared/sections/long-banner';
import { CertificatesSection } from '../../shared/about/certificates-section';
import classes from '../../shared/about/about.module.css';

const t = translator(aboutMessages);

const PaymentShippingSection = lazy(() => import('../../shared/sections/payment-shipping-section'));

const MISSIONS = ['about.mission1', 'about.mission2', 'about.mission3', 'about.mission4'] as const;
const VALUES = [
  { word: 'about.care', text: 'about.careText' },
  { word: 'about.love', text: 'about.loveText' },
  { word: 'about.smile', text: 'about.smileText' },
] as const;
const FAQ = [
  { q: 'about.faq1q', a: 'about.faq1a' },
  { q: 'about.faq2q', a: 'about.faq2a' },
  { q: 'about.faq3q', a: 'about.faq3a' },
] as const;

/** /about (spec 1 §2 About / Visi & Misi): story, vision and mission, motto, banner, blog, certificates, FAQ, payment and shipping. */
export function AboutPage() {
  const brand = t('brand.name');
  useDocumentTitle(t('about.title'));
  useScrollToHash();
  return (
    <div className={classes.container}>
      <header className={classes.hero}>
        <p className={classes.kicker}>{t('about.kicker', { brand })}</p>
        <h1 className={classes.heroTitle}>{t('about.heading')}</h1>
        <p className={classes.lead}>{t('about.lead')}</p>
      </header>

      <section className={classes.story} aria-labelledby="about-story">
        <h2 id="about-story" className={classes.sectionTitle}>
          {t('about.storyTitle')}
        </h2>
        <p>{t('about.story1', { brand })}</p>
        <p>{t('about.story2')}</p>
        <p>{t('about.story3', { brand })}</p>
      </section>

      <div className={classes.visionMission}>
        <section aria-labelledby="about-vision">
          <h2 id="about-vision" className={classes.sectionTitle}>
            {t('about.visionTitle')}
          </h2>
          <p>{t('about.vision')}</p>
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission" className={classes.sectionTitle}>
            {t('about.missionTitle')}
          </h2>
          <ol className={classes.missions}>
            {MISSIONS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </section>
      </div>

      <section className={classes.motto} aria-labelledby="about-motto">
        <h2 id="about-motto" className={classes.visuallyHidden}>
          {t('about.mottoTitle')}
        </h2>
        <p className={classes.mottoText}>{t('brand.motto')}</p>
        <ul className={classes.values}>
          {VALUES.map(({ word, text }) => (
            <li key={word}>
              <strong>{t(word)}</strong>
              <span>{t(text)}</span>
            </li>
          ))}
        </ul>
      </section>

      <LongBanner />
      <LatestArticlesSection />
      <CertificatesSection />

      <section id="faq" className={classes.section} aria-labelledby="about-faq">
        <h2 id="about-faq" className={classes.sectionTitle}>
          {t('about.faqTitle')}
        </h2>
        <div className={classes.faq}>
          {FAQ.map(({ q, a }) => (
            <details key={q}>
              <summary>{t(q, { brand })}</summary>
              <p>{t(a)}</p>
            </details>
          ))}
        </div>
      </section>

      <div className={classes.infoPair}>
        <section id="pembayaran" aria-labelledby="about-payment">
          <h2 id="about-payment" className={classes.sectionTitle}>
            {t('about.paymentTitle')}
          </h2>
          <p>{t('about.paymentText')}</p>
        </section>
        <section id="pengiriman" aria-labelledby="about-shipping">
          <h2 id="about-shipping" className={classes.sectionTitle}>
            {t('about.shippingTitle')}
          </h2>
          <p>{t('about.shippingText')}</p>
        </section>
      </div>
      <LazyWhenVisible minHeight={260}>
        <PaymentShippingSection />
      </LazyWhenVisible>
    </div>
  );
}
