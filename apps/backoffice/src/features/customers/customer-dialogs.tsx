import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, ApiError, apiKeys, errorMessages } from '@rona/api-client';
import { formatNumber } from '@rona/rules';
import { notifySuccess } from '@rona/ui';
import { t } from './i18n';

/** A question with Batal / confirm; the confirm is held while `busy`, a failure is shown in words. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('backoffice.close') }}>
      <Stack gap="md">
        <Text>{message}</Text>
        {error != null && (
          <Alert color="red" role="alert">
            {errorMessages(error)[0]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('backoffice.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} disabled={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.errors.find((e) => e.field === field)?.message : undefined;

/**
 * 'Ubah Poin' (points:adjust): add or take a whole number of points with a reason the member reads
 * in Poin Saya. The API refuses taking more than the balance; its message is shown at the amount.
 */
export function PointsDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      adminCall('adminCustomerPoints', {
        params: { id },
        body: { points: kind === 'add' ? Number(amount) : -Number(amount), reason: reason.trim() },
      }),
    onSuccess: async (result) => {
      notifySuccess(t('backoffice.points.saved', { points: formatNumber(result.balance) }));
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminCustomer') });
      onClose();
    },
  });
  const amountOk = typeof amount === 'number' && Number.isInteger(amount) && amount > 0;
  const reasonOk = reason.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (amountOk && reasonOk) save.mutate();
  };
  const amountError =
    (checked && !amountOk ? t('backoffice.points.amountRequired') : undefined) ?? fieldError(save.error, 'points');
  const reasonError =
    (checked && !reasonOk ? t('backoffice.points.reasonRequired') : undefined) ?? fieldError(save.error, 'reason');
  const otherError = save.isError && !fieldError(save.error, 'points') && !fieldError(save.error, 'reason');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('backoffice.points.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('backoffice.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('backoffice.points.kind')}
            value={kind}
            onChange={(v) => setKind(v as 'add' | 'take')}
            data={[
              { value: 'add', label: t('backoffice.points.add') },
              { value: 'take', label: t('backoffice.points.take') },
            ]}
          />
          <NumberInput
            label={t('backoffice.points.amount')}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            error={amountError}
            required
          />
          <Textarea
            label={t('backoffice.points.reason')}
            description={t('backoffice.points.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={200}
            rows={2}
            error={reasonError}
            required
          />
          {kind === 'add' && (
            <Text size="sm" c="gray.7">
              {t('backoffice.points.expiryNote')}
            </Text>
          )}
          {otherError && (
            <Alert color="red" role="alert">
              {errorMessages(save.error)[0]}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {t('backoffice.points.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
