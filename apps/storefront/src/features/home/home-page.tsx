import { lazy } from 'react';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { LazyWhenVisible, useDocumentTitle } from '@rona/ui';
import { AboutSection } from './about-section';
import { HomeBanners } from './home-banners';
import { ProductShowcase } from './product-showcase';
import classes from './home.module.css';

const t = translator(homeMessages);

// Below the fold: their code (and data) load when the visitor scrolls near them.
const PromoCarousel = lazy(() => import('./promo-carousel'));
const PaymentShippingSection = lazy(() => import('../../shared/sections/payment-shipping-section'));

/** Home (spec 1 §2): banners, sorted products, about, promos, payment and shipping logos. */
export function HomePage() {
  useDocumentTitle(t('home.title'));
  return (
    <>
      <h1 className={classes.visuallyHidden}>{t('home.title')}</h1>
      <HomeBanners />
      <div className={classes.container}>
        <ProductShowcase />
        <AboutSection />
        <LazyWhenVisible minHeight={320}>
          <PromoCarousel />
        </LazyWhenVisible>
        <section className={classes.section} aria-label={`${t('home.paymentTitle')} & ${t('home.shippingTitle')}`}>
          <LazyWhenVisible minHeight={260}>
            <PaymentShippingSection />
          </LazyWhenVisible>
        </section>
      </div>
    </>
  );
}
