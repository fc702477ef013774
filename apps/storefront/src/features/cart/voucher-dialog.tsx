import { useEffect, useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartVoucherUpdate, Voucher } from '@rona/domain';
import { ApiError, apiKeys, cartVouchersQuery, getApiClient } from '@rona/api-client';
import { translator, type KeyOf } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { formatRupiah, promoAppliedText, toggleVoucher, totalSaving } from '@rona/rules';
import { notifyError, notifySuccess } from '@rona/ui';
import { VoucherCard } from './voucher-card';

const t = translator(cartMessages);

interface VoucherDialogProps {
  opened: boolean;
  cart: Cart;
  onClose(): void;
}

/** A refused call because the session ended gets the spec's own message for that action. */
const failWith = (sessionMessage: KeyOf<typeof t>) => (error: unknown) =>
  notifyError(error instanceof ApiError && error.httpStatus === 401 ? new Error(t(sessionMessage)) : error);

function useCartUpdate(onDone: (cart: Cart, body: CartVoucherUpdate) => void, sessionMessage: KeyOf<typeof t>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartVoucherUpdate) => getApiClient().call('cartUpdate', { body }),
    onSuccess: async (cart, body) => {
      queryClient.setQueryData(apiKeys.call('cartList', {}), cart);
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('cartVouchers') });
      onDone(cart, body);
    },
    onError: failWith(sessionMessage),
    meta: { silent: true },
  });
}

/** 'Pakai Promo' (spec 1 §2, §4): claim a code, pick at most one voucher per category, apply or reset. */
export function VoucherDialog({ opened, cart, onClose }: VoucherDialogProps) {
  const vouchers = useQuery({ ...cartVouchersQuery(), enabled: opened });
  const [selected, setSelected] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setSelected(cart.vouchers.filter((v) => v.usable).map((v) => v.id));
  }, [opened, cart.vouchers]);
  useEffect(() => {
    if (vouchers.error) failWith('voucherDialog.failedLoad')(vouchers.error);
  }, [vouchers.error]);

  const claim = useCartUpdate((next) => {
    setCode('');
    setSelected(next.vouchers.filter((v) => v.usable).map((v) => v.id));
  }, 'voucherDialog.failedClaim');
  const apply = useCartUpdate((next, body) => {
    if (!body.voucherId?.length) return setSelected([]);
    const text = promoAppliedText(next.vouchers.filter((v) => v.usable).length);
    if (text) notifySuccess(text);
    onClose();
  }, 'voucherDialog.failedApply');

  const all = [...(vouchers.data?.usable ?? []), ...(vouchers.data?.unusable ?? [])];
  const chosen = all.filter((v) => selected.includes(v.id));
  const pick = (v: Voucher) => {
    const next = toggleVoucher(selected, v, all, cart.summary.grandTotal);
    if (next.reason) notifyError(new Error(next.reason));
    else setSelected(next.selectedIds);
  };
  const submitCode = () => {
    if (!code.trim()) return setCodeError(t('voucherDialog.codeRequired'));
    setCodeError(null);
    claim.mutate({ redeemCode: code.trim() });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('voucherDialog.title')} centered radius="md" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitCode();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('voucherDialog.codeLabel')}
            placeholder={t('voucherDialog.codePlaceholder')}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={claim.isPending}>
            {t('voucherDialog.claim')}
          </Button>
        </Group>
      </form>

      <Stack gap="xs" mt="md">
        <Title order={3} size="h5">
          {t('voucherDialog.usable')}
        </Title>
        {vouchers.isPending && <Skeleton h={72} radius="md" />}
        {vouchers.data && !vouchers.data.usable.length && (
          <Text size="sm" c="dimmed">
            {t('voucherDialog.none')}
          </Text>
        )}
        {vouchers.data?.usable.map((v) => (
          <VoucherCard key={v.id} voucher={v} selected={selected.includes(v.id)} onToggle={() => pick(v)} />
        ))}
        {!!vouchers.data?.unusable.length && (
          <>
            <Title order={3} size="h5" mt="sm">
              {t('voucherDialog.unusable')}
            </Title>
            {vouchers.data.unusable.map((v) => (
              <VoucherCard key={v.id} voucher={v} selected={selected.includes(v.id)} onToggle={() => pick(v)} />
            ))}
          </>
        )}
      </Stack>

      <Text mt="md" fw={600} aria-live="polite">
        {t('voucherDialog.saving', { amount: formatRupiah(totalSaving(chosen)) })}
      </Text>
      <Group justify="space-between" mt="md">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => apply.mutate({ voucherId: [] })}
          disabled={apply.isPending}
        >
          {t('voucherDialog.reset')}
        </Button>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => (cart.vouchers.length ? apply.mutate({ voucherId: [] }, { onSuccess: onClose }) : onClose())}
            disabled={apply.isPending}
          >
            {t('voucherDialog.without')}
          </Button>
          <Button
            onClick={() => apply.mutate({ voucherId: selected })}
            loading={apply.isPending}
            disabled={!selected.length}
          >
            {t('voucherDialog.choose')}
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
