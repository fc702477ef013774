import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeArticleMessages } from '@rona/i18n/areas/backoffice-articles';

/** The article screens' strings: the back office's own and the `backoffice.articles.*` area. */
export const t = translator(backofficeMessages, backofficeArticleMessages);
