import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StockLevel } from '@rona/domain';
import { paths } from '@rona/routes';
import { t } from '../../shared/i18n';
import { sizeName } from './stock-filters';

/** The stock list's columns; `onAdjust` opens 'Ubah Stok' for a size. */
export function stockColumns(onAdjust: (size: StockLevel) => void): ColumnDef<StockLevel>[] {
  return [
    {
      id: 'product',
      header: t('backoffice.stock.col.product'),
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={600}>
            {row.original.productName}
          </Text>
          <Text size="sm">{row.original.size}</Text>
        </div>
      ),
    },
    {
      id: 'sku',
      header: t('backoffice.stock.col.sku'),
      cell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.original.sku}</span>,
    },
    {
      id: 'stock',
      header: t('backoffice.stock.col.stock'),
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={700} data-testid="stock-level">
            {row.original.stock}
          </Text>
          {row.original.out ? (
            <Badge color="red.9" variant="filled" size="sm">
              {t('backoffice.stock.out')}
            </Badge>
          ) : row.original.low ? (
            <Badge color="yellow.4" autoContrast variant="filled" size="sm">
              {t('backoffice.stock.low')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      id: 'held',
      header: t('backoffice.stock.col.held'),
      cell: ({ row }) => row.original.held,
    },
    {
      id: 'toShip',
      header: t('backoffice.stock.col.toShip'),
      cell: ({ row }) => row.original.toShip,
    },
    {
      id: 'actions',
      header: t('backoffice.stock.col.actions'),
      cell: ({ row }) => {
        const name = sizeName(row.original);
        return (
          <Group gap="xs" wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.adminStockHistory(row.original.variantId, row.original.sku)}
              aria-label={t('backoffice.stock.historyOf', { name })}
              size="sm"
            >
              {t('backoffice.stock.history')}
            </Anchor>
            <Button
              size="xs"
              variant="light"
              color="rona.9"
              onClick={() => onAdjust(row.original)}
              aria-label={t('backoffice.stock.adjustOf', { name })}
            >
              {t('backoffice.stock.adjust')}
            </Button>
          </Group>
        );
      },
    },
  ];
}
