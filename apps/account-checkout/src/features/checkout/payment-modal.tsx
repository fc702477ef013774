import { useState } from 'react';
import { Button, Modal, Radio, Skeleton, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PaymentChoice } from '@rona/domain';
import { paymentServicesQuery } from '@rona/api-client';
import { formatNumber, isPointToggleDisabled } from '@rona/rules';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { ErrorState, notifyError } from '@rona/ui';
import { SummaryLines } from './summary-lines';
import type { CheckoutParts } from './use-checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

/** The payment provider the checkout names (spec 2 §9). */
const PROVIDER: PaymentChoice['type'] = 'doku';

/**
 * 'Pembayaran': methods grouped by category (radio + logo), the points toggle for members (its rule
 * and the not-with-promos note), the server's summary, the cashback note and the total.
 */
export default function PaymentModal({
  checkout,
  member,
  saving,
  change,
  onClose,
}: CheckoutParts & { onClose: () => void }) {
  const services = useQuery(paymentServicesQuery());
  const [picked, setPicked] = useState<string | null>(checkout.payment?.methode ?? null);
  const pointsLocked = isPointToggleDisabled(checkout.disableUsingPoint, checkout.customer.point);

  const confirm = () => {
    if (!picked) return notifyError(new Error(t('checkout.payment.none')));
    void change({ payment: { type: PROVIDER, methode: picked } }).then(onClose, () => undefined);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('checkout.payment.modal')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('checkout.close') }}
    >
      <div className={classes.column}>
        {services.isPending ? (
          <Skeleton height={200} />
        ) : services.isError ? (
          <ErrorState
            title={t('error.pageLoad')}
            error={services.error}
            onRetry={() => void services.refetch()}
            level={3}
          />
        ) : (
          <Radio.Group value={picked} onChange={setPicked} aria-label={t('checkout.payment.method')}>
            <div className={classes.column}>
              {services.data.map((category) => (
                <fieldset key={category.category} className={classes.option}>
                  <legend className={classes.cardTitle}>{category.category}</legend>
                  <div className={classes.column}>
                    {category.methods.map((m) => (
                      <Radio
                        key={m.code}
                        value={m.code}
                        label={
                          <span className={classes.method}>
                            <img className={classes.logo} src={m.photo} alt="" width={48} height={24} loading="lazy" />
                            {m.name}
                          </span>
                        }
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          </Radio.Group>
        )}
        {member && (
          <div className={classes.option}>
            <Switch
              checked={checkout.usingPoint}
              disabled={pointsLocked || saving}
              label={t('checkout.payment.points', { points: formatNumber(checkout.customer.point) })}
              description={t('checkout.payment.pointsRule')}
              onChange={(e) => void change({ usingPoint: e.currentTarget.checked }).catch(() => undefined)}
            />
            <p className={classes.muted}>{t('checkout.payment.pointsNote')}</p>
          </div>
        )}
        <SummaryLines summary={checkout.summary} />
        {member && checkout.summary.point > 0 && (
          <p className={classes.muted}>
            {t('checkout.payment.cashback', { points: formatNumber(checkout.summary.point) })}
          </p>
        )}
        <Button onClick={confirm} loading={saving} disabled={saving || services.isPending}>
          {t('checkout.payment.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
