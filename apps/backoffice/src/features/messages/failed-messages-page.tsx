import { Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import type { AdminFailedMessage } from '@rona/domain';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { t } from './i18n';
import { messageColumns } from './message-columns';
import { RetryDialog } from './retry-dialog';

export const FAILED_MESSAGES_PAGE_SIZE = 20;

/**
 * /admin/messages/failed: the messages the outbox gave up on (`orders:read`), each with 'Kirim Ulang'
 * for staff holding `messages:resend` (docs/product/messages.md).
 */
export function FailedMessagesPage() {
  useDocumentTitle(t('backoffice.messages.title'));
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const list = useQuery({
    ...adminQuery('adminFailedMessages', { query: { page, limit: FAILED_MESSAGES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const mayResend = can(useStaff().permissions, 'messages:resend');
  const [retrying, setRetrying] = useState<AdminFailedMessage | null>(null);
  const columns = useMemo(() => messageColumns(mayResend ? setRetrying : null), [mayResend]);
  const rows = list.data?.datas ?? [];

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('backoffice.messages.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('backoffice.messages.intro')}
          {mayResend && ` ${t('backoffice.messages.introResend')}`}
        </Text>
      </div>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('backoffice.messages.empty')} hint={t('backoffice.messages.emptyHint')} />
      ) : (
        <>
          <DataTable data={rows} columns={columns} getRowId={(r) => r.id} caption={t('backoffice.messages.caption')} />
          <Group justify="space-between">
            <Text size="sm">{t('backoffice.messages.total', { total: list.data.page.totalData })}</Text>
            {list.data.page.totalPage > 1 && (
              <TablePagination
                total={list.data.page.totalPage}
                value={page}
                onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            )}
          </Group>
        </>
      )}
      {retrying && mayResend && <RetryDialog message={retrying} onClose={() => setRetrying(null)} />}
    </Stack>
  );
}
