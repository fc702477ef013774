import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import type { GuestAddressInput } from '@rona/domain';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { EmptyState, notifySuccess } from '@rona/ui';
import { AddressLines } from './address-lines';
import type { CheckoutParts } from './use-checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

// The forms carry zod: loaded when first opened.
const AddressForm = lazy(() =>
  import('../../shared/address-form/address-form').then((m) => ({ default: m.AddressForm })),
);
const AddressListModal = lazy(() => import('./address-list-modal'));

type Open = 'list' | 'form' | null;

/**
 * ALAMAT PENGIRIMAN. A member picks from the address book ('Daftar Alamat'); a guest has one
 * address (with e-mail) that can only be edited.
 */
export function AddressCard(parts: CheckoutParts) {
  const { checkout, member, saving, change, reload } = parts;
  const address = checkout.customer.address;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const saveGuest = (body: GuestAddressInput) =>
    change({ customer: { address: body } }).then(() => notifySuccess(t('checkout.address.guestSaved')));

  return (
    <section className={classes.card} aria-labelledby="checkout-address">
      <div className={classes.spread}>
        <h2 className={classes.cardTitle} id="checkout-address">
          {t('checkout.address.title')}
        </h2>
        {address && (
          <Button size="xs" variant="light" disabled={saving} onClick={() => setOpen(member ? 'list' : 'form')}>
            {member ? t('checkout.address.list') : t('checkout.address.edit')}
          </Button>
        )}
      </div>
      {address ? (
        <AddressLines address={address} showPrimary={member} />
      ) : (
        <EmptyState
          level={3}
          title={t('checkout.address.empty')}
          action={
            <Button onClick={() => setOpen('form')} disabled={saving}>
              {t('checkout.address.add')}
            </Button>
          }
        />
      )}
      <Suspense fallback={null}>
        {open === 'form' &&
          (member ? (
            <AddressForm address={null} onClose={close} onSaved={() => void reload()} />
          ) : (
            <AddressForm address={address} onClose={close} guest={{ save: saveGuest }} />
          ))}
        {open === 'list' && <AddressListModal {...parts} onClose={close} />}
      </Suspense>
    </section>
  );
}
