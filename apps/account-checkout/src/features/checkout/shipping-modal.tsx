import { useState } from 'react';
import { Button, Modal, Radio, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shippingServicesQuery } from '@rona/api-client';
import { courierGroupLabel, formatRupiah } from '@rona/rules';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { EmptyState, ErrorState, notifyError } from '@rona/ui';
import type { CheckoutParts } from './use-checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

/** 'Jenis Pengiriman': the courier services the server quotes for this checkout (agency - service, group, price, estimate). */
export function ShippingModal({ checkout, saving, change, onClose }: CheckoutParts & { onClose: () => void }) {
  const services = useQuery(shippingServicesQuery(checkout));
  const [picked, setPicked] = useState<string | null>(checkout.shipping?.id ?? null);

  const confirm = () => {
    const service = services.data?.services.find((s) => s.id === picked);
    if (!service) return notifyError(new Error(t('checkout.shipping.none')));
    // Insurance is what the buyer ticks for this service: a newly chosen service starts unticked
    // (ticked when it has 'Wajib Asuransi'); confirming the same service keeps the current choice.
    const insurance = service.id === checkout.shipping?.id ? checkout.shipping.insurance : service.insurance;
    void change({ shipping: { id: service.id, insurance } }).then(onClose, () => undefined);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('checkout.shipping.modal')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('checkout.close') }}
    >
      <div className={classes.column}>
        {services.isPending ? (
          <Skeleton height={160} />
        ) : services.isError ? (
          <ErrorState
            title={t('error.pageLoad')}
            error={services.error}
            onRetry={() => void services.refetch()}
            level={3}
          />
        ) : services.data.services.length === 0 ? (
          <EmptyState level={3} title={t('checkout.shipping.empty')} />
        ) : (
          <Radio.Group value={picked} onChange={setPicked} aria-label={t('checkout.shipping.modal')}>
            <ul className={classes.list}>
              {services.data.services.map((s) => (
                <li key={s.id} className={`${classes.option} ${s.id === picked ? classes.optionChosen : ''}`}>
                  <Radio
                    value={s.id}
                    label={`${s.service} - ${s.service_name}`}
                    description={`${courierGroupLabel(s.group)} · ${formatRupiah(s.cost)} · ${t('checkout.shipping.estimate', { days: s.etd })}`}
                  />
                </li>
              ))}
            </ul>
          </Radio.Group>
        )}
        <Button onClick={confirm} loading={saving} disabled={saving || services.isPending}>
          {t('checkout.shipping.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
