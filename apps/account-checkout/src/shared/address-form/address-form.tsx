import { useState, type FormEvent } from 'react';
import { Button, Modal, SegmentedControl, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, GuestAddressInput } from '@rona/domain';
import { apiMutation, memberKeys } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { notifySuccess } from '@rona/ui';
import { validateAddress, validateGuestAddress } from '../member-area/member-rules';
import classes from '../member-area/member-area.module.css';
import { addressBody, addressValuesOf, emptyAddress, type AddressValues } from './address-values';
import { AreaFields } from './area-fields';

const t = translator(accountMessages);

/** Street and note limits of spec 3 §3 (the form stops typing there; the schema says why if pasted). */
export const STREET_MAX = 200;
export const NOTE_MAX = 50;
const LABELS = ['Rumah', 'Kantor'] as const;

interface AddressFormProps {
  /** null → add. */
  address: Address | null;
  onClose: () => void;
  /** Called with the saved address of the address book (the checkout re-reads itself). */
  onSaved?: (address: Address) => void;
  /** A guest's one checkout address: asks the e-mail too and hands the values to `save` instead of the address book. */
  guest?: { save: (body: GuestAddressInput) => Promise<unknown> };
}

/** Add or edit one address in a dialog. */
export function AddressForm({ address, onClose, onSaved, guest }: AddressFormProps) {
  const queryClient = useQueryClient();
  const create = useMutation(apiMutation('addressCreate', queryClient, ['addressList']));
  const update = useMutation(apiMutation('addressUpdate', queryClient, ['addressList']));
  const [guestSaving, setGuestSaving] = useState(false);
  const form = useForm<AddressValues & { email: string }>({
    initialValues: { ...(address ? addressValuesOf(address) : emptyAddress()), email: address?.email ?? '' },
  });
  const saving = create.isPending || update.isPending || guestSaving;
  const values = form.getValues();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { email, ...rest } = form.getValues();
    const body = addressBody(rest);
    const errors = guest ? validateGuestAddress({ ...body, email }) : validateAddress(body);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    if (guest) {
      setGuestSaving(true);
      guest
        .save({ ...body, email })
        .then(onClose, () => undefined)
        .finally(() => setGuestSaving(false));
      return;
    }
    const done = (message: string) => (saved: Address) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: memberKeys.addresses });
      onSaved?.(saved);
      onClose();
    };
    if (address) update.mutate({ params: { id: address.id }, body }, { onSuccess: done(t('account.address.updated')) });
    else create.mutate({ body }, { onSuccess: done(t('account.address.added')) });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(address ? 'account.address.editTitle' : 'account.address.addTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('account.close') }}
    >
      <form className={classes.stack} onSubmit={submit} noValidate>
        <div>
          <p className={classes.muted} id="address-label">
            {t('account.address.label')}
          </p>
          <SegmentedControl
            aria-labelledby="address-label"
            data={LABELS.map((l) => ({ value: l, label: l }))}
            {...form.getInputProps('label')}
          />
        </div>
        <TextInput
          label={t('account.address.recipientName')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('recipientName')}
        />
        <TextInput
          label={t('account.address.phone')}
          withAsterisk
          inputMode="numeric"
          autoComplete="tel"
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.replace(/\D/g, ''))}
        />
        {guest && (
          <TextInput
            label={t('account.biodata.email')}
            withAsterisk
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        )}
        <AreaFields form={form} disabled={saving} />
        <TextInput
          label={t('account.address.postalCode')}
          withAsterisk
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          {...form.getInputProps('postalCode')}
          onChange={(e) => form.setFieldValue('postalCode', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Textarea
          label={t('account.address.street')}
          withAsterisk
          rows={3}
          maxLength={STREET_MAX}
          description={t('account.address.counter', { count: values.street.length, max: STREET_MAX })}
          autoComplete="street-address"
          {...form.getInputProps('street')}
        />
        <TextInput
          label={t('account.address.note')}
          maxLength={NOTE_MAX}
          description={t('account.address.counter', { count: values.note.length, max: NOTE_MAX })}
          {...form.getInputProps('note')}
        />
        <div className={classes.row}>
          <Button type="submit" loading={saving} disabled={saving}>
            {t('account.save')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('account.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
