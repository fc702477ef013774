import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficePromoMessages } from '@rona/i18n/areas/backoffice-promos';

/** The promo screens' strings: the back office's own and the `backoffice.promos.*` area. */
export const t = translator(backofficeMessages, backofficePromoMessages);
