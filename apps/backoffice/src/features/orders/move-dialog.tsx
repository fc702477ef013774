import { Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys } from '@rona/api-client';
import type { AdminOrderAction } from '@rona/domain/browser';
import type { AdminOrderDetail } from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { notifySuccess } from '@rona/ui';
import { t } from '../../shared/i18n';
import { MoveFooter } from './move-footer';

interface MoveDialogProps {
  order: AdminOrderDetail;
  action: AdminOrderAction;
  onClose: () => void;
}

/** The moves sent with a reason: the buyer reads a refusal, Keuangan a request. */
const NEEDS_REASON: readonly AdminOrderAction[] = ['refuse-refund', 'request-refund'];

/**
 * The confirmation before a move (none can be undone): 'Kirim' asks the waybill, 'Tolak' the reason
 * the buyer is told, 'Ajukan Pengembalian Dana' the reason Keuangan reads, 'Setujui' shows the amount
 * that goes back (recorded by the API, spec 2 §9).
 */
export function MoveDialog({ order, action, onClose }: MoveDialogProps) {
  const queryClient = useQueryClient();
  const [waybill, setWaybill] = useState(order.waybill ?? '');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const label = t(`backoffice.action.${action}`);
  const move = useMutation({
    // Its failure shows next to the form, not as a toast as well.
    meta: { silent: true },
    mutationFn: () =>
      adminCall('adminOrderMove', {
        params: { invoice: order.invoice },
        body: {
          action,
          waybill: action === 'ship' ? waybill.trim() : undefined,
          reason: NEEDS_REASON.includes(action) ? reason.trim() : undefined,
        },
      }),
    onSuccess: async (updated) => {
      queryClient.setQueriesData({ queryKey: apiKeys.endpoint('adminOrder') }, (old: AdminOrderDetail | undefined) =>
        old?.invoice === updated.invoice ? updated : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminOrders') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminAudit') }),
      ]);
      notifySuccess(t('backoffice.action.done', { invoice: order.invoice, action: label }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = (action === 'ship' && !waybill.trim()) || (NEEDS_REASON.includes(action) && !reason.trim());
    setInvalid(missing);
    if (!missing) move.mutate();
  };
  const title =
    action === 'approve-refund'
      ? t('backoffice.refund.approveTitle')
      : action === 'refuse-refund'
        ? t('backoffice.refund.refuseTitle')
        : action === 'request-refund'
          ? t('backoffice.refund.requestTitle')
          : `${label}: ${order.invoice}`;

  return (
    <Modal opened onClose={move.isPending ? () => undefined : onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {action === 'ship' && (
            <TextInput
              label={t('backoffice.order.waybill')}
              value={waybill}
              onChange={(e) => setWaybill(e.currentTarget.value)}
              error={invalid ? t('backoffice.orders.waybillRequired') : undefined}
              required
              data-autofocus
            />
          )}
          {action === 'approve-refund' && order.refund && (
            <Text>
              {t('backoffice.refund.amount')}: <strong>{formatRupiah(order.refund.amount)}</strong>
            </Text>
          )}
          {NEEDS_REASON.includes(action) && (
            <Textarea
              label={t(action === 'request-refund' ? 'backoffice.refund.requestReason' : 'backoffice.refund.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={invalid ? t('backoffice.refund.reasonRequired') : undefined}
              required
              rows={3}
              maxLength={500}
              data-autofocus
            />
          )}
          <MoveFooter move={move} onClose={onClose} label={label} danger={action === 'refuse-refund'} />
        </Stack>
      </form>
    </Modal>
  );
}
