import { t, type MessageVars } from '@rona/i18n';
import { SHOP_CONTACT } from '@rona/ui';
import { TERMS_LIMITS } from './terms-limits';

/** What the legal texts fill in: the brand, the shop's contact details and the terms limits. */
export function legalVars(): MessageVars {
  return {
    ...TERMS_LIMITS,
    brand: t('brand.name'),
    email: SHOP_CONTACT.email,
    phone: SHOP_CONTACT.whatsappDisplay,
    clinic: t('footer.address'),
  };
}
