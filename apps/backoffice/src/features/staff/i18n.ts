import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeStaffMessages } from '@rona/i18n/areas/backoffice-staff';

/** The staff screens' strings: the back office's and their own (decision 012). */
export const t = translator(backofficeMessages, backofficeStaffMessages);
