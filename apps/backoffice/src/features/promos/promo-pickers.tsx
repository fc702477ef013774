import { CloseButton, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQuery } from '@rona/api-client';
import type { AdminPromoSize } from '@rona/domain';
import { t } from './i18n';
import type { PromoVoucherChoice } from './promo-values';

const sizeName = (s: AdminPromoSize) =>
  t('backoffice.promos.sizeLabel', { product: s.productName, size: s.size, sku: s.sku });

/** The vouchers the page offers: search the voucher list, pick, take off. */
export function VoucherPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: PromoVoucherChoice[];
  onChange: (next: PromoVoucherChoice[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const found = useQuery(
    adminQuery('adminVouchers', { query: { search: search.trim() || undefined, page: 1, limit: 20 } }),
  );
  const rows = (found.data?.datas ?? []).filter((v) => !chosen.some((c) => c.id === v.id));
  const options = rows.map((v) => ({ value: v.id, label: v.redeemCode ? `${v.name} (${v.redeemCode})` : v.name }));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} component="h2">
        {t('backoffice.promos.vouchers')}
      </Text>
      {chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('backoffice.promos.noVouchers')}
        </Text>
      )}
      {chosen.map((v) => (
        <Group key={v.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm">{v.redeemCode ? `${v.name} (${v.redeemCode})` : v.name}</Text>
          <CloseButton
            aria-label={t('backoffice.promos.removeVoucher', { name: v.name })}
            onClick={() => onChange(chosen.filter((c) => c.id !== v.id))}
          />
        </Group>
      ))}
      <Select
        label={t('backoffice.promos.voucherSearch')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={null}
        nothingFoundMessage={found.isFetching ? '…' : undefined}
        onChange={(value) => {
          const v = rows.find((r) => r.id === value);
          if (v) onChange([...chosen, { id: v.id, name: v.name, redeemCode: v.redeemCode }]);
          setSearch('');
        }}
        error={error}
      />
    </Stack>
  );
}

/** The discounted sizes the page shows: search by product or SKU, pick, take off. */
export function SizePicker({
  chosen,
  promoId,
  onChange,
  error,
}: {
  chosen: AdminPromoSize[];
  promoId: string | null;
  onChange: (next: AdminPromoSize[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const found = useQuery(adminQuery('adminPromoSizes', { query: { search: search.trim() || undefined, limit: 20 } }));
  const rows = (found.data ?? []).filter((s) => !chosen.some((c) => c.id === s.id));
  const options = rows.map((s) => ({
    value: s.id,
    label: [
      sizeName(s),
      s.discount || t('backoffice.promos.noDiscount'),
      s.promoId && s.promoId !== promoId ? t('backoffice.promos.sizeOther') : '',
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} component="h2">
        {t('backoffice.promos.sizes')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('backoffice.promos.sizesHint')}
      </Text>
      {chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('backoffice.promos.noSizes')}
        </Text>
      )}
      {chosen.map((s) => (
        <Group key={s.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm">
            {sizeName(s)} · {s.discount || t('backoffice.promos.noDiscount')}
          </Text>
          <CloseButton
            aria-label={t('backoffice.promos.removeSize', { name: sizeName(s) })}
            onClick={() => onChange(chosen.filter((c) => c.id !== s.id))}
          />
        </Group>
      ))}
      <Select
        label={t('backoffice.promos.sizeSearch')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={null}
        onChange={(value) => {
          const s = rows.find((r) => r.id === value);
          if (s) onChange([...chosen, s]);
          setSearch('');
        }}
        error={error}
      />
    </Stack>
  );
}
