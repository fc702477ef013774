import { Skeleton, Stack } from '@mantine/core';
import { t } from '@rona/i18n';

/** A table loading: rows of grey bars. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  );
}
