import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { AdminOrderListItem } from '@rona/domain';
import { formatRupiah, formatShopDateTime } from '@rona/rules';
import { paths } from '@rona/routes';
import { t } from '../../shared/i18n';

/** The workbench's columns; the two dates sort on the server (workbench-filters.ts). */
export const orderColumns: ColumnDef<AdminOrderListItem>[] = [
  {
    id: 'invoice',
    enableSorting: false,
    header: t('backoffice.orders.col.invoice'),
    cell: ({ row }) => (
      <Anchor component={Link} to={paths.adminOrder(row.original.invoice)} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {row.original.invoice}
      </Anchor>
    ),
  },
  {
    id: 'buyer',
    enableSorting: false,
    header: t('backoffice.orders.col.buyer'),
    cell: ({ row }) => (
      <div>
        <Text size="sm">{row.original.buyer.name}</Text>
        <Text size="xs" c="gray.7">
          {row.original.buyer.phone}
        </Text>
      </div>
    ),
  },
  {
    id: 'createdAt',
    accessorKey: 'createdAt',
    meta: t('backoffice.orders.col.createdAt'),
    header: t('backoffice.orders.col.createdAt'),
    cell: ({ row }) => formatShopDateTime(row.original.createdAt),
  },
  {
    id: 'shipBy',
    accessorKey: 'shipBy',
    meta: t('backoffice.orders.col.shipBy'),
    header: t('backoffice.orders.col.shipBy'),
    cell: ({ row }) => (
      <Stack gap={2} align="flex-start">
        <span>{row.original.shipBy ? formatShopDateTime(row.original.shipBy) : '—'}</span>
        {row.original.late && (
          <Badge color="red.9" variant="filled" size="sm">
            {t('backoffice.orders.late')}
          </Badge>
        )}
      </Stack>
    ),
  },
  {
    id: 'status',
    enableSorting: false,
    header: t('backoffice.orders.col.status'),
    cell: ({ row }) => t(`orderStatus.${row.original.status}`),
  },
  {
    id: 'total',
    enableSorting: false,
    header: t('backoffice.orders.col.total'),
    cell: ({ row }) => formatRupiah(row.original.grandTotal),
  },
  {
    id: 'courier',
    enableSorting: false,
    header: t('backoffice.orders.col.courier'),
    cell: ({ row }) => `${row.original.courier.shippingAgency} ${row.original.courier.serviceName}`.trim(),
  },
  {
    id: 'waybill',
    enableSorting: false,
    header: t('backoffice.orders.col.waybill'),
    cell: ({ row }) => row.original.waybill ?? '—',
  },
];
