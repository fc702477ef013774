import { Badge } from '@mantine/core';
import type { BannerStatus } from '@rona/domain';
import { t } from './i18n';

const COLOURS: Record<BannerStatus, string> = {
  scheduled: 'blue.9',
  live: 'green.9',
  ended: 'gray.7',
  off: 'red.9',
};

/** Terjadwal / Tayang / Berakhir / Nonaktif, in words and colour. */
export function BannerStatusBadge({ status }: { status: BannerStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="filled" size="sm">
      {t(`backoffice.banners.status.${status}`)}
    </Badge>
  );
}
