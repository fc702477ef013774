import { Badge } from '@mantine/core';
import type { AdminPromoStatus } from '@rona/domain';
import { t } from './i18n';

const COLOURS: Record<AdminPromoStatus, string> = {
  draft: 'gray.7',
  scheduled: 'blue.9',
  running: 'green.9',
  ended: 'dark.6',
};

/** Draf / Terjadwal / Berjalan / Berakhir, in words and colour. */
export function PromoStatusBadge({ status }: { status: AdminPromoStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="filled" size="sm">
      {t(`backoffice.promos.status.${status}`)}
    </Badge>
  );
}
