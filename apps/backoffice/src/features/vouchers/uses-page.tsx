import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminQuery, ApiError } from '@rona/api-client';
import type { AdminVoucherUse } from '@rona/domain';
import { formatRupiah, formatShopDateTime, orderStatusLabel } from '@rona/rules';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TablePagination } from '../../shared/data-table/table-pagination';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { t } from './i18n';
import { VoucherStatusBadge } from './status-badge';
import { discountText, VOUCHER_PAGE_SIZE } from './voucher-values';
import classes from './vouchers.module.css';

function useColumns(linkOrders: boolean): ColumnDef<AdminVoucherUse>[] {
  return useMemo(
    () => [
      {
        id: 'invoice',
        header: t('backoffice.vouchers.col.invoice'),
        cell: ({ row: { original: u } }) =>
          linkOrders ? (
            <Anchor component={Link} to={paths.adminOrder(u.invoice)} fw={600} size="sm">
              {u.invoice}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {u.invoice}
            </Text>
          ),
      },
      {
        id: 'member',
        header: t('backoffice.vouchers.col.member'),
        cell: ({ row: { original: u } }) =>
          u.member ? (
            <div>
              <Text size="sm">{u.member.name}</Text>
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {u.member.email}
              </Text>
            </div>
          ) : (
            <Text size="sm" c="gray.7">
              {t('backoffice.vouchers.memberGone')}
            </Text>
          ),
      },
      {
        id: 'status',
        header: t('backoffice.vouchers.col.orderStatus'),
        cell: ({ row: { original: u } }) => orderStatusLabel(u.status),
      },
      {
        id: 'usedAt',
        header: t('backoffice.vouchers.col.usedAt'),
        cell: ({ row: { original: u } }) => formatShopDateTime(u.usedAt),
      },
      {
        id: 'discount',
        header: t('backoffice.vouchers.col.given'),
        cell: ({ row: { original: u } }) => (
          <Text size="sm" fw={600} data-testid="use-discount">
            {formatRupiah(u.discount)}
          </Text>
        ),
      },
    ],
    [linkOrders],
  );
}

/** /admin/vouchers/:id/uses — the orders that hold the voucher, with the totals: orders, members, discount given. */
export function VoucherUsesPage({ id }: { id: string }) {
  useDocumentTitle(t('backoffice.vouchers.usesTitle'));
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const voucher = useQuery(adminQuery('adminVoucher', { params: { id } }));
  const uses = useQuery({
    ...adminQuery('adminVoucherUses', { params: { id }, query: { page, limit: VOUCHER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns(can(staff.permissions, 'orders:read'));
  const failed = voucher.error ?? uses.error;

  if (failed instanceof ApiError && failed.httpStatus === 404) {
    return (
      <EmptyState
        title={t('backoffice.vouchers.notFound')}
        hint={t('backoffice.vouchers.notFoundHint')}
        action={
          <Button component={Link} to={paths.adminVouchers()} variant="default">
            {t('backoffice.vouchers.back')}
          </Button>
        }
      />
    );
  }
  const retry = () => {
    void voucher.refetch();
    void uses.refetch();
  };
  const rows = uses.data?.datas ?? [];
  const totalPage = uses.data?.page.totalPage ?? 1;
  const stats = uses.data?.usage;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminVouchers()} size="sm">
        ← {t('backoffice.vouchers.back')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('backoffice.vouchers.usesTitle')}
        </Title>
        {voucher.data && (
          <Group gap="xs" mt={4}>
            <Anchor component={Link} to={paths.adminVoucher(voucher.data.id)} fw={600}>
              {voucher.data.name}
            </Anchor>
            <Text size="sm">
              {voucher.data.redeemCode ?? t('backoffice.vouchers.everyone')} · {discountText(voucher.data)}
            </Text>
            <VoucherStatusBadge status={voucher.data.status} />
          </Group>
        )}
        <Text size="sm" c="gray.7" mt={4}>
          {t('backoffice.vouchers.usesIntro')}
        </Text>
      </div>
      {failed ? (
        <ErrorState title={t('backoffice.loadFailed')} error={failed} onRetry={retry} />
      ) : uses.isPending || !stats ? (
        <TableSkeleton />
      ) : (
        <>
          <div className={classes.stats}>
            {(
              [
                ['orders', String(stats.orders)],
                ['members', String(stats.members)],
                ['discount', formatRupiah(stats.discount)],
              ] as const
            ).map(([key, value]) => (
              <Paper key={key} withBorder p="sm">
                <Text size="sm" c="gray.7">
                  {t(`backoffice.vouchers.stat.${key}`)}
                </Text>
                <Text size="xl" fw={700} data-testid={`stat-${key}`}>
                  {value}
                </Text>
              </Paper>
            ))}
          </div>
          {rows.length === 0 ? (
            <EmptyState title={t('backoffice.vouchers.usesEmpty')} hint={t('backoffice.vouchers.usesEmptyHint')} />
          ) : (
            <>
              <DataTable
                data={rows}
                columns={columns}
                getRowId={(r) => r.orderId}
                caption={t('backoffice.vouchers.usesCaption')}
              />
              {totalPage > 1 && (
                <TablePagination
                  total={totalPage}
                  value={page}
                  onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
                />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
