import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys } from '@rona/api-client';
import type { AdminOrderAction } from '@rona/domain/browser';
import type { AdminOrderListItem } from '@rona/domain';
import { t } from '../../shared/i18n';
import { BatchResults } from './batch-results';
import { MoveFooter } from './move-footer';

interface BatchDialogProps {
  action: AdminOrderAction;
  orders: AdminOrderListItem[];
  onClose: () => void;
}

/**
 * One move on a selection (confirmed first: a move cannot be undone). 'Kirim' asks a waybill per
 * order. The answer is a result per order: some may move while others are refused.
 */
export function BatchDialog({ action, orders, onClose }: BatchDialogProps) {
  const queryClient = useQueryClient();
  const [waybills, setWaybills] = useState<Record<string, string>>(() =>
    Object.fromEntries(orders.map((o) => [o.invoice, o.waybill ?? ''])),
  );
  const [missing, setMissing] = useState<string[]>([]);
  const move = useMutation({
    // Its failure shows next to the form, not as a toast as well.
    meta: { silent: true },
    mutationFn: () =>
      adminCall('adminOrdersMove', {
        body: {
          invoices: orders.map((o) => o.invoice),
          action,
          waybills:
            action === 'ship' ? Object.fromEntries(Object.entries(waybills).map(([k, v]) => [k, v.trim()])) : undefined,
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminOrders') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = action === 'ship' ? orders.filter((o) => !waybills[o.invoice]?.trim()).map((o) => o.invoice) : [];
    setMissing(empty);
    if (empty.length === 0) move.mutate();
  };
  const title = t('backoffice.orders.batchTitle', { action: t(`backoffice.action.${action}`), count: orders.length });

  return (
    <Modal opened onClose={move.isPending ? () => undefined : onClose} title={title} size="lg">
      {move.data ? (
        <Stack>
          <BatchResults results={move.data} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('backoffice.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {action === 'ship' &&
              orders.map((o) => (
                <TextInput
                  key={o.invoice}
                  label={t('backoffice.orders.waybillFor', { invoice: o.invoice })}
                  value={waybills[o.invoice] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setWaybills((w) => ({ ...w, [o.invoice]: value }));
                  }}
                  error={missing.includes(o.invoice) ? t('backoffice.orders.waybillRequired') : undefined}
                  required
                />
              ))}
            <MoveFooter move={move} onClose={onClose} label={t('backoffice.orders.batchConfirm')} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
