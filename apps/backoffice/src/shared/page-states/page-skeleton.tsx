import { Skeleton, Stack } from '@mantine/core';
import { t } from '@rona/i18n';

/** A page loading: grey blocks where its heading and content will be. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={32} width="35%" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={40} />
      ))}
    </Stack>
  );
}
