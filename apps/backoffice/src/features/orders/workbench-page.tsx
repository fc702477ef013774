import { Badge, Button, Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import { ADMIN_ORDER_TABS, type AdminOrderAction } from '@rona/domain/browser';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from '../../shared/i18n';
import { batchActionsFor, can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { BatchDialog } from './batch-dialog';
import { orderColumns } from './order-columns';
import { nextSort, readFilters, sortingOf, toQuery, type WorkbenchFilters } from './workbench-filters';
import classes from './orders.module.css';

/** /admin/orders: the seller-centre workbench (tabs with counts, ship-by clock, search, batch moves). */
export function WorkbenchPage() {
  useDocumentTitle(t('backoffice.orders.title'));
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const orders = useQuery({
    ...adminQuery('adminOrders', { query: toQuery(filters) }),
    placeholderData: keepPreviousData,
  });
  // A selection belongs to one list: a new tab, search or page starts empty.
  const listKey = params.toString();
  const [selection, setSelection] = useState<{ key: string; rows: RowSelectionState }>({ key: listKey, rows: {} });
  const selected = selection.key === listKey ? selection.rows : {};
  const onSelect = (updater: Updater<RowSelectionState>) =>
    setSelection({ key: listKey, rows: typeof updater === 'function' ? updater(selected) : updater });
  const [batch, setBatch] = useState<AdminOrderAction | null>(null);
  const [search, setSearch] = useState({ for: filters.search, text: filters.search });
  const searchText = search.for === filters.search ? search.text : filters.search;

  const update = (next: Partial<WorkbenchFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.tab !== 'confirm') out.set('tab', merged.tab);
    if (merged.search) out.set('search', merged.search);
    if (merged.from) out.set('from', merged.from);
    if (merged.to) out.set('to', merged.to);
    if (merged.sort !== 'newest') out.set('sort', merged.sort);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };

  const rows = orders.data?.datas ?? [];
  const chosen = rows.filter((r) => selected[r.invoice]);
  const actions = batchActionsFor(chosen, staff.permissions);
  const invoices = chosen.map((o) => o.invoice);
  const filtered = Boolean(filters.search || filters.from || filters.to);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.orders.title')}
      </Title>
      <Tabs
        value={filters.tab}
        onChange={(tab) => tab && update({ tab: tab as WorkbenchFilters['tab'] })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('backoffice.orders.tabs')} className={classes.tabs}>
          {ADMIN_ORDER_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.id}
              value={tab.id}
              rightSection={
                orders.data ? (
                  <Badge size="sm" variant={tab.id === filters.tab ? 'filled' : 'default'} color="rona.9">
                    {orders.data.counts[tab.id] ?? 0}
                  </Badge>
                ) : null
              }
            >
              {t(`backoffice.orders.tab.${tab.id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <form onSubmit={submitSearch} role="search" className={classes.search}>
            <TextInput
              label={t('backoffice.orders.search')}
              placeholder={t('backoffice.orders.searchHint')}
              type="search"
              value={searchText}
              onChange={(e) => setSearch({ for: filters.search, text: e.currentTarget.value })}
            />
          </form>
          <TextInput
            type="date"
            label={t('backoffice.orders.from')}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => update({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('backoffice.orders.to')}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => update({ to: e.currentTarget.value })}
          />
          {filtered && (
            <Button variant="default" onClick={() => update({ search: '', from: '', to: '' })}>
              {t('backoffice.orders.resetFilters')}
            </Button>
          )}
        </Group>
      </Paper>

      {chosen.length > 0 && (
        <Paper
          withBorder
          p="sm"
          className={classes.selectionBar}
          aria-label={t('backoffice.orders.selected', { count: chosen.length })}
          component="section"
        >
          <Group gap="sm" wrap="wrap">
            <Text fw={600}>{t('backoffice.orders.selected', { count: chosen.length })}</Text>
            {actions.map((a) => (
              <Button key={a} onClick={() => setBatch(a)}>
                {t(`backoffice.action.${a}`)}
              </Button>
            ))}
            {can(staff.permissions, 'orders:fulfil') && (
              <>
                <Button component={Link} to={paths.adminPrint('pick-list', invoices)} variant="default">
                  {t('backoffice.orders.printPickList')}
                </Button>
                <Button
                  component={Link}
                  to={paths.adminPrint('packing-slips', invoices)}
                  variant="light"
                  color="rona.9"
                >
                  {t('backoffice.orders.printSlips')}
                </Button>
              </>
            )}
            <Button variant="subtle" onClick={() => setSelection({ key: listKey, rows: {} })}>
              {t('backoffice.orders.clearSelection')}
            </Button>
          </Group>
        </Paper>
      )}

      {orders.isPending ? (
        <TableSkeleton />
      ) : orders.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={orders.error} onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('backoffice.orders.empty')}
          hint={t('backoffice.orders.emptyHint')}
          action={
            filtered ? (
              <Button variant="default" onClick={() => update({ search: '', from: '', to: '' })}>
                {t('backoffice.orders.resetFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <DataTable
            data={rows}
            columns={orderColumns}
            getRowId={(r) => r.invoice}
            caption={t(`backoffice.orders.tab.${filters.tab}`)}
            sorting={sortingOf(filters.sort)}
            onSort={(column) => update({ sort: nextSort(filters.sort, column), page: 1 })}
            sortLabel={(column) => t('backoffice.orders.sortBy', { column })}
            rowClassName={(r) => (r.late ? classes.late : undefined)}
            selection={{
              state: selected,
              onChange: onSelect,
              selectAllLabel: t('backoffice.orders.col.selectAll'),
              rowLabel: (r) => t('backoffice.orders.col.selectRow', { invoice: r.invoice }),
            }}
          />
          <Group justify="space-between">
            <Text size="sm">{t('backoffice.orders.total', { total: orders.data.page.totalData })}</Text>
            {orders.data.page.totalPage > 1 && (
              <TablePagination
                total={orders.data.page.totalPage}
                value={filters.page}
                onChange={(page) => update({ page })}
              />
            )}
          </Group>
        </>
      )}
      {batch && <BatchDialog action={batch} orders={chosen} onClose={() => setBatch(null)} />}
    </Stack>
  );
}
