import { Badge } from '@mantine/core';
import type { AdminVoucherStatus } from '@rona/domain';
import { t } from './i18n';

const COLOURS: Record<AdminVoucherStatus, string> = {
  active: 'green.9',
  scheduled: 'blue.9',
  ended: 'gray.7',
  inactive: 'red.9',
};

/** Aktif / Terjadwal / Berakhir / Nonaktif, in words and colour. */
export function VoucherStatusBadge({ status }: { status: AdminVoucherStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="filled" size="sm">
      {t(`backoffice.vouchers.status.${status}`)}
    </Badge>
  );
}
