import { Badge } from '@mantine/core';
import type { Address } from '@rona/domain';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import classes from './checkout.module.css';
import { formatPhone } from '@rona/rules';

const t = translator(checkoutMessages);

/** One address as the checkout shows it: label, 'Utama', recipient, street, note, area, phone. */
export function AddressLines({ address, showPrimary }: { address: Address; showPrimary: boolean }) {
  return (
    <>
      <div className={classes.row}>
        <Badge variant="light">{address.label}</Badge>
        {showPrimary && address.primary && <Badge color="rona">{t('checkout.address.primary')}</Badge>}
      </div>
      <p className={classes.text}>
        <strong>{address.recipientName}</strong>
      </p>
      <p className={classes.text}>{address.street}</p>
      {address.note && <p className={classes.muted}>{address.note}</p>}
      <p className={classes.muted}>
        {address.area.district}, {address.area.city}, {address.area.province} {address.postalCode}
      </p>
      <p className={classes.muted}>{formatPhone(address.phone)}</p>
      {address.email && <p className={classes.muted}>{address.email}</p>}
    </>
  );
}
