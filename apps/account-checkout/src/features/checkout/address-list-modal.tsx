import { useState } from 'react';
import { Button, Modal, Skeleton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@rona/domain';
import { addressListQuery, apiMutation, memberKeys } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { EmptyState, ErrorState, notifySuccess } from '@rona/ui';
import { AddressForm } from '../../shared/address-form/address-form';
import { AddressLines } from './address-lines';
import type { CheckoutParts } from './use-checkout';
import classes from './checkout.module.css';

const t = translator(accountMessages, checkoutMessages);

type Editing = { address: Address | null } | null;

/**
 * 'Daftar Alamat': the member's addresses with add, edit, 'Pilih' (made primary for this checkout,
 * spec 2 §7) and 'Hapus Alamat' with its confirmation; the primary one cannot be deleted.
 */
export default function AddressListModal({
  checkout,
  saving,
  change,
  reload,
  onClose,
}: CheckoutParts & { onClose: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery(addressListQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const setPrimary = useMutation(apiMutation('addressSetPrimary', queryClient));
  const remove = useMutation(apiMutation('addressRemove', queryClient));
  const busy = saving || setPrimary.isPending || remove.isPending;
  const chosenId = checkout.customer.address?.id;

  const storeList = (next: Address[]) => queryClient.setQueryData(memberKeys.addresses, next);
  const choose = (address: Address) =>
    setPrimary.mutate(
      { params: { id: address.id }, body: { checkoutId: checkout.id } },
      {
        onSuccess: (next) => {
          storeList(next);
          void change({ addressId: address.id }).then(() => {
            notifySuccess(t('account.address.primaryChanged'));
            onClose();
          });
        },
      },
    );
  const confirmRemove = (address: Address) =>
    remove.mutate(
      { params: { id: address.id } },
      {
        onSuccess: (next) => {
          storeList(next);
          notifySuccess(t('account.address.primaryChanged'));
          setRemoving(null);
          void reload();
        },
      },
    );

  if (editing)
    return <AddressForm address={editing.address} onClose={() => setEditing(null)} onSaved={() => void reload()} />;

  return (
    <>
      <Modal
        opened={removing === null}
        onClose={onClose}
        title={t('checkout.address.list')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('checkout.close') }}
      >
        <div className={classes.column}>
          <Button variant="light" onClick={() => setEditing({ address: null })} disabled={busy}>
            {t('checkout.address.add')}
          </Button>
          {list.isPending ? (
            <Skeleton height={120} />
          ) : list.isError ? (
            <ErrorState level={3} title={t('error.pageLoad')} error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <EmptyState level={3} title={t('checkout.address.empty')} />
          ) : (
            <ul className={classes.list}>
              {list.data.map((a) => (
                <li
                  key={a.id}
                  className={`${classes.option} ${a.id === chosenId ? classes.optionChosen : ''}`}
                  data-testid="checkout-address"
                >
                  <AddressLines address={a} showPrimary />
                  <div
                    className={classes.row}
                    role="group"
                    aria-label={t('checkout.address.actions', { name: a.recipientName })}
                  >
                    <Button size="xs" disabled={busy || a.id === chosenId} onClick={() => choose(a)}>
                      {a.id === chosenId ? t('checkout.address.chosen') : t('checkout.address.choose')}
                    </Button>
                    <Button size="xs" variant="light" disabled={busy} onClick={() => setEditing({ address: a })}>
                      {t('checkout.address.edit')}
                    </Button>
                    {!a.primary && (
                      <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => setRemoving(a)}>
                        {t('checkout.address.remove')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('checkout.address.remove')}
        centered
        closeButtonProps={{ 'aria-label': t('checkout.close') }}
      >
        {removing && (
          <div className={classes.column}>
            <p className={classes.text}>{t('checkout.address.removeBody')}</p>
            <div className={classes.row}>
              <Button
                color="red"
                loading={remove.isPending}
                disabled={remove.isPending}
                onClick={() => confirmRemove(removing)}
              >
                {t('checkout.address.removeConfirm')}
              </Button>
              <Button variant="default" disabled={remove.isPending} onClick={() => setRemoving(null)}>
                {t('checkout.cancel')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
