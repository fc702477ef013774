import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { orderUpdatesMessages } from '@rona/i18n/areas/order-updates';
import { paths } from '@rona/routes';
import { useAppNavigate } from '@rona/ui';
import classes from './tracking.module.css';

const t = translator(orderUpdatesMessages);

/**
 * Lacak Pesanan for a guest without the link (issue 16 item 5): the invoice number and the e-mail
 * or phone given at checkout lead to `/tracking-order/{uuid}`. The API answers a wrong pair like an
 * unknown invoice and counts failed tries; its message shows as a toast (the shared error handler).
 */
export function OrderLookupForm() {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const lookup = useMutation(apiMutation('guestOrderLookup', queryClient));
  const [invoice, setInvoice] = useState('');
  const [contact, setContact] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.isPending) return;
    lookup.mutate(
      { body: { invoice: invoice.trim(), contact: contact.trim() } },
      { onSuccess: (found) => navigate(paths.trackingOrder(found.uuid)) },
    );
  };
  return (
    <form className={classes.card} onSubmit={submit} aria-labelledby="order-lookup" data-testid="order-lookup">
      <h2 id="order-lookup" className={classes.cardTitle}>
        {t('orderUpdates.lookupTitle')}
      </h2>
      <p className={classes.muted}>{t('orderUpdates.lookupLead')}</p>
      <TextInput
        label={t('orderUpdates.lookupInvoice')}
        placeholder={t('orderUpdates.lookupInvoicePlaceholder')}
        value={invoice}
        onChange={(e) => setInvoice(e.currentTarget.value)}
        required
        maxLength={64}
        autoComplete="off"
      />
      <TextInput
        label={t('orderUpdates.lookupContact')}
        placeholder={t('orderUpdates.lookupContactPlaceholder')}
        value={contact}
        onChange={(e) => setContact(e.currentTarget.value)}
        required
        maxLength={254}
        autoComplete="email"
      />
      <div>
        <Button type="submit" loading={lookup.isPending} disabled={!invoice.trim() || !contact.trim()}>
          {t('orderUpdates.lookupSubmit')}
        </Button>
      </div>
    </form>
  );
}
