import { lazy, Suspense, useState } from 'react';
import { Button, Checkbox } from '@mantine/core';
import { canChooseShipping, formatRupiah, insuranceChoice } from '@rona/rules';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import type { CheckoutParts } from './use-checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

// The courier dialog (Mantine's modal, focus trap and radios) loads when first opened, not with the page.
const ShippingModal = lazy(() => import('./shipping-modal').then((m) => ({ default: m.ShippingModal })));

/** The shipping picker: disabled without an address; the chosen service with its insurance box and the 14:00 note. */
export function ShippingCard(parts: CheckoutParts) {
  const { checkout, saving, change } = parts;
  const [open, setOpen] = useState(false);
  const shipping = checkout.shipping;
  const hasAddress = checkout.customer.address !== null;
  const insurance = shipping ? insuranceChoice(shipping.forceInsurance, shipping.insurance) : null;

  return (
    <section className={classes.card} aria-labelledby="checkout-shipping">
      <h2 className={classes.cardTitle} id="checkout-shipping">
        {t('checkout.shipping.title')}
      </h2>
      {shipping && insurance && (
        <div data-testid="checkout-shipping">
          <p className={classes.text}>
            <strong>
              {shipping.shippingAgency} - {shipping.serviceName}
            </strong>{' '}
            · {formatRupiah(shipping.price)}
          </p>
          <p className={classes.muted}>{t('checkout.shipping.estimate', { days: shipping.serviceEst })}</p>
          <Checkbox
            mt="xs"
            checked={insurance.checked}
            disabled={insurance.locked || saving}
            label={
              insurance.locked
                ? t('checkout.shipping.forcedInsurance')
                : t('checkout.shipping.insurance', { price: formatRupiah(shipping.insuranceAmount) })
            }
            onChange={(e) =>
              void change({ shipping: { id: shipping.id, insurance: e.currentTarget.checked } }).catch(() => undefined)
            }
          />
        </div>
      )}
      <div className={classes.row}>
        <Button
          variant={shipping ? 'light' : 'filled'}
          disabled={!canChooseShipping({ hasAddress }) || saving}
          onClick={() => setOpen(true)}
        >
          {shipping ? t('checkout.shipping.change') : t('checkout.shipping.choose')}
        </Button>
        {!hasAddress && <p className={classes.hint}>{t('checkout.shipping.noAddress')}</p>}
      </div>
      <p className={classes.muted}>{t('checkout.shipping.cutoff')}</p>
      <Suspense fallback={null}>{open && <ShippingModal {...parts} onClose={() => setOpen(false)} />}</Suspense>
    </section>
  );
}
