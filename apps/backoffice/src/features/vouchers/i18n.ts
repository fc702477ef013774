import { translator } from '@rona/i18n';
import { backofficeMessages } from '@rona/i18n/areas/backoffice';
import { backofficeVoucherMessages } from '@rona/i18n/areas/backoffice-vouchers';

/** The voucher screens' strings: the back office's own and the `backoffice.vouchers.*` area. */
export const t = translator(backofficeMessages, backofficeVoucherMessages);
