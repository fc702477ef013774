import { Button, Group, Modal, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import { STOCK_ADJUST_REASON_IDS, STOCK_ADJUST_REASONS, type StockAdjustReason } from '@rona/domain/browser';
import type { StockLevel } from '@rona/domain';
import { notifySuccess } from '@rona/ui';
import { t } from '../../shared/i18n';
import { sizeName } from './stock-filters';

type Size = Pick<StockLevel, 'variantId' | 'productName' | 'size' | 'sku' | 'stock' | 'held'>;

/**
 * 'Ubah Stok' for one size: a change (+/−), a reason from the ledger's list and a required note.
 * The API keeps the rules (a reason's sign, never below 0 or below what unpaid orders hold); its
 * refusal shows in the dialog. The result is confirmed with the new level.
 */
export function AdjustDialog({ size, onClose }: { size: Size; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [change, setChange] = useState<number | string>('');
  const [reason, setReason] = useState<StockAdjustReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const name = sizeName(size);
  const amount = typeof change === 'number' ? change : Number.NaN;
  const problems = {
    change: !Number.isInteger(amount) || amount === 0 ? t('backoffice.stock.changeRequired') : undefined,
    reason: reason ? undefined : t('backoffice.stock.reasonRequired'),
    note: note.trim() ? undefined : t('backoffice.stock.noteRequired'),
  };
  const save = useMutation({
    // Its failure shows in the dialog, not as a toast as well.
    meta: { silent: true },
    mutationFn: () =>
      adminCall('adminStockAdjust', {
        params: { variantId: size.variantId },
        body: { change: amount, reason: reason as StockAdjustReason, note: note.trim() },
      }),
    onSuccess: async (result) => {
      notifySuccess(t('backoffice.stock.adjusted', { name, stock: result.stock }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminStock') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminStockMovements') }),
      ]);
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problems.change && !problems.reason && !problems.note) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      title={t('backoffice.stock.adjustTitle', { name })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Text>{t('backoffice.stock.now', { stock: size.stock })}</Text>
            <Text size="sm" c="gray.7">
              {size.sku}
            </Text>
            {size.held > 0 && (
              <Text size="sm" c="gray.7">
                {t('backoffice.stock.heldNow', { held: size.held })}
              </Text>
            )}
          </div>
          <NumberInput
            label={t('backoffice.stock.change')}
            description={t('backoffice.stock.changeHint')}
            value={change}
            onChange={setChange}
            allowDecimal={false}
            min={-1_000_000}
            max={1_000_000}
            error={tried ? problems.change : undefined}
            required
            data-autofocus
          />
          <Radio.Group
            label={t('backoffice.stock.reason')}
            value={reason}
            onChange={(v) => setReason(v as StockAdjustReason)}
            error={tried ? problems.reason : undefined}
            required
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {STOCK_ADJUST_REASON_IDS.map((id) => (
                <Radio key={id} value={id} label={STOCK_ADJUST_REASONS[id].label} />
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Textarea
            label={t('backoffice.stock.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={tried ? problems.note : undefined}
            required
            rows={2}
            maxLength={500}
          />
          {Number.isInteger(amount) && amount !== 0 && (
            <Text size="sm" aria-live="polite">
              {t('backoffice.stock.after', { stock: size.stock + amount })}
            </Text>
          )}
          {save.isError && (
            <Text c="red.9" role="alert">
              {errorMessages(save.error)[0]}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {t('backoffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
