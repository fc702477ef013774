import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';

/** The back office's strings (decision 012): the core areas and `backoffice`. */
export const t = translator(backofficeMessages);
