import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeCustomersMessages } from '@rona/i18n/areas/backoffice-customers';

/** The customer screens' strings: the back office's and their own (decision 012). */
export const t = translator(backofficeMessages, backofficeCustomersMessages);
