import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery, ApiError } from '@rona/api-client';
import { STOCK_SYSTEM_REASONS } from '@rona/domain/browser';
import type { StockMovement } from '@rona/domain';
import { formatShopDateTime } from '@rona/rules';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { t } from '../../shared/i18n';
import { can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { AdjustDialog } from './adjust-dialog';
import { signed, sizeName } from './stock-filters';
import classes from './stock.module.css';

export const HISTORY_PAGE_SIZE = 25;

/** Movements the shop writes for an order carry its invoice as their reference. */
const isOrderReason = (reason: StockMovement['reason']) => reason !== 'saldo_awal' && reason in STOCK_SYSTEM_REASONS;

function Reference({ movement, ordersLink }: { movement: StockMovement; ordersLink: boolean }) {
  const ref = movement.reference;
  if (!ref) return <>—</>;
  if (isOrderReason(movement.reason) && ordersLink)
    return (
      <Anchor component={Link} to={paths.adminOrder(ref)} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {ref}
      </Anchor>
    );
  if (movement.reason === 'koreksi') return <>{t('backoffice.stock.countRef', { id: ref.slice(0, 8) })}</>;
  return <>{ref}</>;
}

function historyColumns(ordersLink: boolean): ColumnDef<StockMovement>[] {
  return [
    {
      id: 'at',
      header: t('backoffice.stock.col.at'),
      cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{formatShopDateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'change',
      header: t('backoffice.stock.col.change'),
      cell: ({ row }) => (
        <span className={row.original.change > 0 ? classes.plus : classes.minus}>{signed(row.original.change)}</span>
      ),
    },
    { id: 'reason', header: t('backoffice.stock.col.reason'), cell: ({ row }) => row.original.reasonLabel },
    {
      id: 'reference',
      header: t('backoffice.stock.col.reference'),
      cell: ({ row }) => <Reference movement={row.original} ordersLink={ordersLink} />,
    },
    { id: 'note', header: t('backoffice.stock.col.note'), cell: ({ row }) => row.original.note ?? '—' },
    { id: 'actor', header: t('backoffice.stock.col.actor'), cell: ({ row }) => row.original.actor.name },
    {
      id: 'after',
      header: t('backoffice.stock.col.after'),
      cell: ({ row }) => <strong>{row.original.stockAfter}</strong>,
    },
  ];
}

/**
 * /admin/stock/:variantId: one size's stock history, newest first (time in WIB, change, reason,
 * reference, who, level after), paged. The size's name and current level come from the stock
 * list searched by the SKU the link carries; 'Ubah Stok' from here too.
 */
export function HistoryPage({ variantId }: { variantId: string }) {
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const sku = params.get('sku')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const level = useQuery({
    ...adminQuery('adminStock', { query: { search: sku, limit: 100, page: 1 } }),
    enabled: Boolean(sku),
    select: (data) => data.datas.find((s) => s.variantId === variantId) ?? null,
  });
  const size = level.data ?? null;
  const movements = useQuery({
    ...adminQuery('adminStockMovements', { params: { variantId }, query: { page, limit: HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const [adjusting, setAdjusting] = useState(false);
  const title = size ? `${t('backoffice.stock.historyTitle')}: ${sizeName(size)}` : t('backoffice.stock.historyTitle');
  useDocumentTitle(title);
  const columns = historyColumns(can(staff.permissions, 'orders:read'));
  const goTo = (next: number) => {
    const out = new URLSearchParams(params);
    if (next > 1) out.set('page', String(next));
    else out.delete('page');
    setParams(out);
  };
  // A size that does not exist (404), or an id that is no size's at all (400).
  const missing = movements.error instanceof ApiError && [400, 404].includes(movements.error.httpStatus);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminStock()} size="sm">
        ← {t('backoffice.stock.back')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {size && (
        <Paper withBorder p="sm">
          <Group justify="space-between" gap="sm">
            <div>
              <Text size="sm" c="gray.7">
                {size.sku}
              </Text>
              <Text fw={600}>{t('backoffice.stock.now', { stock: size.stock })}</Text>
              {size.held > 0 && (
                <Text size="sm" c="gray.7">
                  {t('backoffice.stock.heldNow', { held: size.held })}
                </Text>
              )}
            </div>
            <Button onClick={() => setAdjusting(true)}>{t('backoffice.stock.adjust')}</Button>
          </Group>
        </Paper>
      )}
      {movements.isPending ? (
        <TableSkeleton />
      ) : missing ? (
        <EmptyState title={t('backoffice.stock.notFound')} level={2} />
      ) : movements.isError ? (
        <ErrorState
          title={t('backoffice.loadFailed')}
          error={movements.error}
          onRetry={() => void movements.refetch()}
        />
      ) : movements.data.datas.length === 0 ? (
        <EmptyState
          title={t('backoffice.stock.historyEmpty')}
          hint={t('backoffice.stock.historyEmptyHint')}
          level={2}
        />
      ) : (
        <>
          <DataTable
            data={movements.data.datas}
            columns={columns}
            getRowId={(m) => m.id}
            caption={t('backoffice.stock.historyCaption')}
          />
          {movements.data.page.totalPage > 1 && (
            <TablePagination total={movements.data.page.totalPage} value={page} onChange={goTo} />
          )}
        </>
      )}
      {adjusting && size && <AdjustDialog size={size} onClose={() => setAdjusting(false)} />}
    </Stack>
  );
}
