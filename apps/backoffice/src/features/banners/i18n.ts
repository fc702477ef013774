import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeBannerMessages } from '@rona/i18n/areas/backoffice-banners';

/** The banner and certificate screen's strings: the back office's own and the `backoffice.banners.*` area. */
export const t = translator(backofficeMessages, backofficeBannerMessages);
