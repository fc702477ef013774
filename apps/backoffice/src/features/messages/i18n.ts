import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeFailedMessageMessages } from '@rona/i18n/areas/backoffice-messages';

/** The failed messages screen's strings: the back office's own and the `backoffice.messages.*` area. */
export const t = translator(backofficeMessages, backofficeFailedMessageMessages);
