import { Badge } from '@mantine/core';
import type { AdminArticleStatus } from '@rona/domain';
import { t } from './i18n';

const COLOURS: Record<AdminArticleStatus, string> = { draft: 'gray.7', scheduled: 'blue.9', live: 'green.9' };

/** Draf / Terjadwal / Tayang, in words and colour. */
export function ArticleStatusBadge({ status }: { status: AdminArticleStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="filled" size="sm">
      {t(`backoffice.articles.status.${status}`)}
    </Badge>
  );
}
