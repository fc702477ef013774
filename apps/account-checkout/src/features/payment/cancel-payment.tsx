import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { cancelOrder } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { paymentMessages } from '@rona/i18n/areas/payment';
import { paths } from '@rona/routes';
import { notifySuccess, useAppNavigate } from '@rona/ui';

const t = translator(paymentMessages);

/** A member cancels the unpaid order after confirming, then lands on the transaction list. */
export function CancelPayment({ invoice }: { invoice: string }) {
  const [open, { open: ask, close }] = useDisclosure(false);
  const navigate = useAppNavigate();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(invoice),
    onSuccess: (done) => {
      notifySuccess(t('order.cancelled', { invoice: done.invoice }));
      navigate(paths.activity('transaction'), { replace: true });
    },
    onSettled: close,
  });
  return (
    <>
      <Button variant="subtle" color="red" onClick={ask}>
        {t('payment.cancel')}
      </Button>
      <Modal opened={open} onClose={close} title={t('payment.cancel')} centered>
        <p>{t('payment.cancelConfirm')}</p>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t('payment.cancelNo')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('payment.cancelYes')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
