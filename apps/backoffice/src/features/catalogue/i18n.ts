import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeCatalogueMessages } from '@rona/i18n/areas/backoffice-catalogue';

/** The catalogue screens' strings: the back office's and the catalogue's own (decision 012). */
export const t = translator(backofficeMessages, backofficeCatalogueMessages);
