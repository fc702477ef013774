import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, TiktokIcon, YoutubeIcon } from '../../icons/icons';
import { AppLink } from '../../navigation/app-link';
import { SHOP_CONTACT, SOCIAL_LINKS, whatsappUrl, type SocialNetwork } from '../shop-contact';
import { NewsletterForm } from './newsletter-form';
import classes from './footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, typeof InstagramIcon> = {
  Instagram: InstagramIcon,
  TikTok: TiktokIcon,
  YouTube: YoutubeIcon,
  Facebook: FacebookIcon,
};

// The support pages are sections of the brand page until they get their own screens.
const SUPPORT_LINKS = [
  { to: `${paths.about()}#faq`, label: 'footer.faq' },
  { to: `${paths.about()}#pengiriman`, label: 'footer.shipping' },
  { to: `${paths.about()}#pembayaran`, label: 'footer.payment' },
  { to: paths.trackingLookup(), label: 'footer.trackOrder' },
] as const;

const LEGAL_LINKS = [
  { to: paths.privacyPolicy(), label: 'footer.privacy' },
  { to: paths.termsCondition(), label: 'footer.terms' },
] as const;

/** The shop footer: newsletter, contact, support, legal and social links (spec 1 §2). A lazy chunk. */
export default function Footer() {
  const brand = t('brand.name');
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <section className={classes.lead} aria-labelledby="footer-newsletter">
          <p className={classes.logo}>{brand}</p>
          <p className={classes.muted}>{t('footer.about')}</p>
          <h2 id="footer-newsletter" className={classes.heading}>
            {t('footer.newsletterTitle')}
          </h2>
          <p className={classes.muted}>{t('footer.newsletterHint')}</p>
          <NewsletterForm />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={classes.heading}>
            {t('footer.contact')}
          </h2>
          <address className={classes.contact}>
            <span>
              <PinIcon size={18} />
              {t('footer.address')}
            </span>
            <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
              <PhoneIcon size={18} />
              {t('footer.whatsapp')} {SHOP_CONTACT.whatsappDisplay}
            </a>
            <a href={`mailto:${SHOP_CONTACT.email}`}>
              <MailIcon size={18} />
              {SHOP_CONTACT.email}
            </a>
          </address>
        </section>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={classes.heading}>
            {t('footer.support')}
          </h2>
          <ul className={classes.links}>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{t(link.label)}</AppLink>
              </li>
            ))}
          </ul>
          <h2 className={classes.heading}>{t('footer.legal')}</h2>
          <ul className={classes.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{t(link.label)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={classes.heading}>
            {t('footer.social')}
          </h2>
          <ul className={classes.social}>
            {SOCIAL_LINKS.map(({ network, url }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { brand, network })}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className={classes.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
    </footer>
  );
}
