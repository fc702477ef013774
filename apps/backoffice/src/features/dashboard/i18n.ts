import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeDashboardMessages } from '@rona/i18n/areas/backoffice-dashboard';

/** The dashboard's strings: the back office's and its own (decision 012). */
export const t = translator(backofficeMessages, backofficeDashboardMessages);
