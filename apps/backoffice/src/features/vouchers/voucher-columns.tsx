import { Anchor, Button, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { AdminVoucher } from '@rona/domain';
import { formatRupiah, formatShopDateTime } from '@rona/rules';
import { paths } from '@rona/routes';
import { t } from './i18n';
import { VoucherStatusBadge } from './status-badge';
import { discountText } from './voucher-values';

/** The voucher list's columns; `onDeactivate` opens the confirmation for a voucher still running or scheduled. */
export function voucherColumns(onDeactivate: (voucher: AdminVoucher) => void): ColumnDef<AdminVoucher>[] {
  return [
    {
      id: 'voucher',
      header: t('backoffice.vouchers.col.voucher'),
      cell: ({ row: { original: v } }) => (
        <div>
          <Anchor component={Link} to={paths.adminVoucher(v.id)} fw={600} size="sm">
            {v.name}
          </Anchor>
          <Text size="sm" ff="monospace" data-testid="voucher-code">
            {v.redeemCode ?? t('backoffice.vouchers.everyone')}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`backoffice.vouchers.category.${v.category}`)} · {v.code}
          </Text>
        </div>
      ),
    },
    {
      id: 'discount',
      header: t('backoffice.vouchers.col.discount'),
      cell: ({ row: { original: v } }) => (
        <div>
          <Text size="sm" fw={600}>
            {discountText(v)}
          </Text>
          {v.minimumTransaction > 0 && (
            <Text size="xs" c="gray.7">
              {t('backoffice.vouchers.minimum', { amount: formatRupiah(v.minimumTransaction) })}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'window',
      header: t('backoffice.vouchers.col.window'),
      cell: ({ row: { original: v } }) => (
        <Text size="sm">
          {t('backoffice.vouchers.window', {
            start: v.startsAt ? formatShopDateTime(v.startsAt) : t('backoffice.vouchers.fromCreation'),
            end: formatShopDateTime(v.expiresAt),
          })}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('backoffice.vouchers.col.status'),
      cell: ({ row: { original: v } }) => <VoucherStatusBadge status={v.status} />,
    },
    {
      id: 'uses',
      header: t('backoffice.vouchers.col.uses'),
      cell: ({ row: { original: v } }) => (
        <div>
          <Text size="sm" fw={600} data-testid="voucher-uses">
            {v.usageLimit === null
              ? t('backoffice.vouchers.used', { used: v.usage.orders })
              : t('backoffice.vouchers.usedOf', { used: v.usage.orders, limit: v.usageLimit })}
          </Text>
          <Text size="xs" c="gray.7">
            {t('backoffice.vouchers.usedDetail', {
              members: v.usage.members,
              discount: formatRupiah(v.usage.discount),
            })}
          </Text>
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('backoffice.vouchers.col.actions'),
      cell: ({ row: { original: v } }) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.adminVoucher(v.id)}
            size="sm"
            aria-label={t('backoffice.vouchers.editOf', { name: v.name })}
          >
            {t('backoffice.vouchers.edit')}
          </Anchor>
          <Anchor
            component={Link}
            to={paths.adminVoucherUses(v.id)}
            size="sm"
            aria-label={t('backoffice.vouchers.usesOf', { name: v.name })}
          >
            {t('backoffice.vouchers.uses')}
          </Anchor>
          {(v.status === 'active' || v.status === 'scheduled') && (
            <Button
              size="xs"
              variant="light"
              color="red.9"
              onClick={() => onDeactivate(v)}
              aria-label={t('backoffice.vouchers.deactivateOf', { name: v.name })}
            >
              {t('backoffice.vouchers.deactivate')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
}
