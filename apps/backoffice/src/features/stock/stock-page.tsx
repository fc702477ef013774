import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import type { StockLevel } from '@rona/domain';
import { LOW_STOCK_THRESHOLD } from '@rona/rules';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from '../../shared/i18n';
import { AdjustDialog } from './adjust-dialog';
import { stockColumns } from './stock-columns';
import { readStockFilters, STOCK_FILTERS, toStockQuery, type StockFilter, type StockFilters } from './stock-filters';
import classes from './stock.module.css';

/** /admin/stock: every size with what is on sale and what open orders hold; filters, search, 'Ubah Stok'. */
export function StockPage() {
  useDocumentTitle(t('backoffice.stock.title'));
  const [params, setParams] = useSearchParams();
  const filters = readStockFilters(params);
  const stock = useQuery({
    ...adminQuery('adminStock', { query: toStockQuery(filters) }),
    placeholderData: keepPreviousData,
  });
  const [search, setSearch] = useState({ for: filters.search, text: filters.search });
  const searchText = search.for === filters.search ? search.text : filters.search;
  const [adjusting, setAdjusting] = useState<StockLevel | null>(null);
  const columns = useMemo(() => stockColumns(setAdjusting), []);

  const update = (next: Partial<StockFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.filter !== 'all') out.set('filter', merged.filter);
    if (merged.search) out.set('search', merged.search);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };
  const filtered = filters.filter !== 'all' || Boolean(filters.search);
  const reset = () => update({ filter: 'all', search: '' });
  const rows = stock.data?.datas ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('backoffice.stock.title')}
        </Title>
        <Button component={Link} to={paths.adminStockCount()} variant="default">
          {t('backoffice.stock.startCount')}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <SegmentedControl
            className={classes.filters}
            aria-label={t('backoffice.stock.filter')}
            value={filters.filter}
            onChange={(value) => update({ filter: value as StockFilter })}
            data={STOCK_FILTERS.map((f) => ({
              value: f,
              label: t(`backoffice.stock.filter.${f}`, { threshold: LOW_STOCK_THRESHOLD }),
            }))}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <form onSubmit={submitSearch} role="search" className={classes.search}>
              <TextInput
                label={t('backoffice.stock.search')}
                placeholder={t('backoffice.stock.searchHint')}
                type="search"
                value={searchText}
                onChange={(e) => setSearch({ for: filters.search, text: e.currentTarget.value })}
              />
            </form>
            {filtered && (
              <Button variant="default" onClick={reset}>
                {t('backoffice.stock.showAll')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      {stock.isPending ? (
        <TableSkeleton />
      ) : stock.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={stock.error} onRetry={() => void stock.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('backoffice.stock.empty')}
          hint={t('backoffice.stock.emptyHint')}
          action={
            filtered ? (
              <Button variant="default" onClick={reset}>
                {t('backoffice.stock.showAll')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <DataTable
            data={rows}
            columns={columns}
            getRowId={(r) => r.variantId}
            caption={t('backoffice.stock.caption')}
          />
          <Group justify="space-between">
            <Text size="sm">{t('backoffice.stock.total', { total: stock.data.page.totalData })}</Text>
            {stock.data.page.totalPage > 1 && (
              <TablePagination
                total={stock.data.page.totalPage}
                value={filters.page}
                onChange={(page) => update({ page })}
              />
            )}
          </Group>
        </>
      )}
      {adjusting && <AdjustDialog size={adjusting} onClose={() => setAdjusting(null)} />}
    </Stack>
  );
}
