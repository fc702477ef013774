import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import type { AdminVoucher } from '@rona/domain';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { DeactivateDialog } from './deactivate-dialog';
import { t } from './i18n';
import { voucherColumns } from './voucher-columns';
import {
  readVoucherFilters,
  toVoucherQuery,
  VOUCHER_STATUS_FILTERS,
  type VoucherFilters,
  type VoucherStatusFilter,
} from './voucher-values';
import classes from './vouchers.module.css';

/** /admin/vouchers: every voucher with its status and use so far; search, status, 'Buat Voucher', 'Nonaktifkan'. */
export function VouchersPage() {
  useDocumentTitle(t('backoffice.vouchers.title'));
  const [params, setParams] = useSearchParams();
  const filters = readVoucherFilters(params);
  const list = useQuery({
    ...adminQuery('adminVouchers', { query: toVoucherQuery(filters) }),
    placeholderData: keepPreviousData,
  });
  const [search, setSearch] = useState({ for: filters.search, text: filters.search });
  const searchText = search.for === filters.search ? search.text : filters.search;
  const [deactivating, setDeactivating] = useState<AdminVoucher | null>(null);
  const columns = useMemo(() => voucherColumns(setDeactivating), []);

  const update = (next: Partial<VoucherFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.status !== 'all') out.set('status', merged.status);
    if (merged.search) out.set('search', merged.search);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };
  const filtered = filters.status !== 'all' || Boolean(filters.search);
  const reset = () => update({ status: 'all', search: '' });
  const rows = list.data?.datas ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('backoffice.vouchers.title')}
        </Title>
        <Button component={Link} to={paths.adminVoucherNew()}>
          {t('backoffice.vouchers.add')}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <div className={classes.filterScroll}>
            <SegmentedControl
              className={classes.filters}
              aria-label={t('backoffice.vouchers.filter')}
              value={filters.status}
              onChange={(value) => update({ status: value as VoucherStatusFilter })}
              data={VOUCHER_STATUS_FILTERS.map((s) => ({ value: s, label: t(`backoffice.vouchers.status.${s}`) }))}
            />
          </div>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <form onSubmit={submitSearch} role="search" className={classes.search}>
              <TextInput
                label={t('backoffice.vouchers.search')}
                placeholder={t('backoffice.vouchers.searchHint')}
                type="search"
                value={searchText}
                onChange={(e) => setSearch({ for: filters.search, text: e.currentTarget.value })}
              />
            </form>
            {filtered && (
              <Button variant="default" onClick={reset}>
                {t('backoffice.vouchers.showAll')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('backoffice.vouchers.empty')}
          hint={t(filtered ? 'backoffice.vouchers.emptyFiltered' : 'backoffice.vouchers.emptyHint')}
          action={
            filtered ? (
              <Button variant="default" onClick={reset}>
                {t('backoffice.vouchers.showAll')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <DataTable data={rows} columns={columns} getRowId={(r) => r.id} caption={t('backoffice.vouchers.caption')} />
          <Group justify="space-between">
            <Text size="sm">{t('backoffice.vouchers.total', { total: list.data.page.totalData })}</Text>
            {list.data.page.totalPage > 1 && (
              <TablePagination
                total={list.data.page.totalPage}
                value={filters.page}
                onChange={(page) => update({ page })}
              />
            )}
          </Group>
        </>
      )}
      {deactivating && <DeactivateDialog voucher={deactivating} onClose={() => setDeactivating(null)} />}
    </Stack>
  );
}
