import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { adminQuery } from '@rona/api-client';
import type { AdminSize } from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { ErrorState } from '@rona/ui';
import { DataTable } from '../../shared/data-table/data-table';
import { TableSkeleton } from '../../shared/data-table/table-skeleton';
import { can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { DiscountDialog } from './discount-dialog';
import { t } from './i18n';
import { SizeDialog } from './size-dialog';

type Open = { kind: 'size'; size: AdminSize | null } | { kind: 'discount'; size: AdminSize } | null;

function DiscountCell({ size }: { size: AdminSize }) {
  const d = size.discount;
  if (!d) return <>—</>;
  return (
    <Stack gap={2} align="flex-start">
      <span>
        {d.text} · {formatRupiah(d.finalPrice)}
      </span>
      <Badge size="xs" variant="outline" color={d.state === 'running' ? 'green.9' : 'gray.7'}>
        {t(`backoffice.catalogue.discount.state.${d.state}`)}
      </Badge>
    </Stack>
  );
}

/**
 * The product's sizes: add and edit them; the price and the discount only for staff holding
 * `prices:write` (a new size needs a price, so adding one too).
 */
export function SizesSection({ productId }: { productId: string }) {
  const staff = useStaff();
  const canPrice = can(staff.permissions, 'prices:write');
  const sizes = useQuery(adminQuery('adminProductSizes', { params: { productId } }));
  const [open, setOpen] = useState<Open>(null);

  const columns: ColumnDef<AdminSize>[] = [
    { id: 'size', header: t('backoffice.catalogue.size.label'), cell: ({ row }) => row.original.size },
    { id: 'sku', header: t('backoffice.catalogue.size.sku'), cell: ({ row }) => row.original.sku },
    { id: 'price', header: t('backoffice.catalogue.size.price'), cell: ({ row }) => formatRupiah(row.original.price) },
    {
      id: 'discount',
      header: t('backoffice.catalogue.size.discount'),
      cell: ({ row }) => <DiscountCell size={row.original} />,
    },
    { id: 'stock', header: t('backoffice.catalogue.col.stock'), cell: ({ row }) => row.original.stock },
    { id: 'weight', header: t('backoffice.catalogue.size.weight'), cell: ({ row }) => `${row.original.weight} g` },
    {
      id: 'enabled',
      header: t('backoffice.catalogue.size.status'),
      cell: ({ row }) => t(row.original.enabled ? 'backoffice.catalogue.size.on' : 'backoffice.catalogue.size.off'),
    },
    {
      id: 'actions',
      header: t('backoffice.catalogue.size.actions'),
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setOpen({ kind: 'size', size: row.original })}
            aria-label={t('backoffice.catalogue.size.editOf', { size: row.original.size })}
          >
            {t('backoffice.catalogue.size.edit')}
          </Button>
          {canPrice && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setOpen({ kind: 'discount', size: row.original })}
              aria-label={t('backoffice.catalogue.discount.of', { size: row.original.size })}
            >
              {t('backoffice.catalogue.size.discount')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      {sizes.isPending ? (
        <TableSkeleton rows={2} />
      ) : sizes.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={sizes.error} onRetry={() => void sizes.refetch()} />
      ) : sizes.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('backoffice.catalogue.size.none')}
        </Text>
      ) : (
        <DataTable
          data={sizes.data}
          columns={columns}
          getRowId={(s) => s.id}
          caption={t('backoffice.catalogue.section.sizes')}
        />
      )}
      {canPrice ? (
        <Group>
          <Button variant="light" onClick={() => setOpen({ kind: 'size', size: null })}>
            {t('backoffice.catalogue.size.add')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          {t('backoffice.catalogue.size.addNeedsKey')}
        </Text>
      )}
      {open?.kind === 'size' && (
        <SizeDialog productId={productId} size={open.size} canPrice={canPrice} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'discount' && <DiscountDialog size={open.size} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
