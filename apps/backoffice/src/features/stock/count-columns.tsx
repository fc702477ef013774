import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StockCountResult } from '@rona/domain';
import { paths } from '@rona/routes';
import { t } from '../../shared/i18n';
import { signed, sizeName } from './stock-filters';
import classes from './stock.module.css';

export type CountLine = StockCountResult['lines'][number];

/** A count's lines: what the shelf should hold, what was counted, the difference; after saving, each size's history. */
export function countColumns(saved: boolean): ColumnDef<CountLine>[] {
  const columns: ColumnDef<CountLine>[] = [
    {
      id: 'product',
      header: t('backoffice.stock.col.product'),
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={600}>
            {sizeName(row.original)}
          </Text>
          <Text size="xs" c="gray.7">
            {row.original.sku}
          </Text>
        </div>
      ),
    },
    { id: 'expected', header: t('backoffice.count.col.expected'), cell: ({ row }) => row.original.expected },
    { id: 'counted', header: t('backoffice.count.col.counted'), cell: ({ row }) => row.original.counted },
    {
      id: 'difference',
      header: t('backoffice.count.col.difference'),
      cell: ({ row }) => {
        const d = row.original.difference;
        return <span className={d > 0 ? classes.plus : d < 0 ? classes.minus : undefined}>{signed(d)}</span>;
      },
    },
    { id: 'stockAfter', header: t('backoffice.count.col.stockAfter'), cell: ({ row }) => row.original.stockAfter },
  ];
  if (saved)
    columns.push({
      id: 'history',
      header: t('backoffice.stock.history'),
      cell: ({ row }) => (
        <Anchor
          component={Link}
          to={paths.adminStockHistory(row.original.variantId, row.original.sku)}
          size="sm"
          aria-label={t('backoffice.stock.historyOf', { name: sizeName(row.original) })}
        >
          {t('backoffice.stock.history')}
        </Anchor>
      ),
    });
  return columns;
}
