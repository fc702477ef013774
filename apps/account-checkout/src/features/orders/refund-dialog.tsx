import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Modal, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccount, OrderListItem } from '@rona/domain';
import { refundRequestMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { orderHistoryMessages } from '@rona/i18n/areas/order-history';
import { amountPaid, formatRupiah, REFUND_FEE, refundFor } from '@rona/rules';
import { notifySuccess } from '@rona/ui';
import classes from '../../shared/order-view/order-view.module.css';

const t = translator(orderHistoryMessages);

const REASON_MAX = 500;

/** The reason's error, or null: it must hold more than spaces (spec 2 §5). */
export const refundReasonError = (reason: string): string | null =>
  reason.trim() === '' ? t('orderHistory.refundReasonRequired') : null;

interface RefundDialogProps {
  order: OrderListItem | null;
  bank: BankAccount;
  onClose: () => void;
}

/** Batalkan Pesanan: reason and the ticked terms box before submit is enabled (spec 2 §4); the fee is shown. */
export function RefundDialog({ order, bank, onClose }: RefundDialogProps) {
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={t('orderHistory.refundTitle')}
      closeButtonProps={{ 'aria-label': t('orderHistory.close') }}
    >
      {order && <RefundForm key={order.invoice} order={order} bank={bank} onDone={onClose} />}
    </Modal>
  );
}

function RefundForm({ order, bank, onDone }: { order: OrderListItem; bank: BankAccount; onDone: () => void }) {
  const queryClient = useQueryClient();
  const refund = useMutation(refundRequestMutation(queryClient));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [terms, setTerms] = useState(false);
  const error = touched ? refundReasonError(reason) : null;
  // What was paid: the grand total, as the detail and the invoice show it ('Total Pembayaran').
  const total = amountPaid(order.summary);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (refundReasonError(reason) || !terms) return;
    refund.mutate(
      { invoice: order.invoice, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('order.cancelled', { invoice: order.invoice_number }));
          onDone();
        },
      },
    );
  };

  return (
    <form className={classes.section} onSubmit={submit} noValidate>
      <p style={{ margin: 0 }}>
        {t('orderHistory.refundLead', { bank: bank.bank.name, account: bank.rekening, name: bank.name })}
      </p>
      <Textarea
        label={t('orderHistory.refundReason')}
        placeholder={t('orderHistory.refundReasonPlaceholder')}
        withAsterisk
        rows={4}
        maxLength={REASON_MAX}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
      />
      <dl className={classes.lines}>
        <div className={classes.line}>
          <dt>{t('orderHistory.grandTotal')}</dt>
          <dd>{formatRupiah(total)}</dd>
        </div>
        <div className={`${classes.line} ${classes.total}`}>
          <dt>{t('orderHistory.refundAmount')}</dt>
          <dd>{formatRupiah(refundFor(total, 'request'))}</dd>
        </div>
      </dl>
      <span className={classes.muted}>{t('orderHistory.refundFee', { fee: formatRupiah(REFUND_FEE) })}</span>
      <span className={classes.muted}>{t('orderHistory.refundDays')}</span>
      <Checkbox
        label={t('orderHistory.refundTerms')}
        checked={terms}
        onChange={(e) => setTerms(e.currentTarget.checked)}
      />
      <Button
        type="submit"
        color="red"
        loading={refund.isPending}
        disabled={!terms || reason.trim() === '' || refund.isPending}
      >
        {t('orderHistory.refundSubmit')}
      </Button>
    </form>
  );
}
