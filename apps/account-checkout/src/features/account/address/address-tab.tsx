import { useState } from 'react';
import { Badge, Button, Modal } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@rona/domain';
import { addressListQuery, apiMutation, memberKeys } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { EmptyState, ErrorState, notifySuccess } from '@rona/ui';
import { PanelSkeleton } from '../../../shared/member-area/panel-skeleton';
import classes from '../../../shared/member-area/member-area.module.css';
import { AddressForm } from '../../../shared/address-form/address-form';
import { formatPhone } from '@rona/rules';

const t = translator(accountMessages);

type Editing = { address: Address | null } | null;

/** Daftar Alamat: the list (primary first), add, edit, delete a non-primary one, set the primary. */
export default function AddressTab() {
  const queryClient = useQueryClient();
  const list = useQuery(addressListQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const setPrimary = useMutation(apiMutation('addressSetPrimary', queryClient));
  const remove = useMutation(apiMutation('addressRemove', queryClient));
  const busy = setPrimary.isPending || remove.isPending;

  const storeList = (next: Address[]) => {
    queryClient.setQueryData(memberKeys.addresses, next);
    notifySuccess(t('account.address.primaryChanged'));
  };

  return (
    <div className={classes.stack}>
      <div className={classes.spread}>
        <h2 className={classes.sectionTitle}>{t('account.tab.destination')}</h2>
        <Button onClick={() => setEditing({ address: null })}>{t('account.address.add')}</Button>
      </div>
      {list.isPending ? (
        <PanelSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('error.pageLoad')} error={list.error} onRetry={() => void list.refetch()} level={3} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('account.address.empty')} level={3} />
      ) : (
        <ul className={classes.list}>
          {list.data.map((a) => (
            <li
              key={a.id}
              className={`${classes.card} ${a.primary ? classes.cardPrimary : ''}`}
              data-testid="address-card"
            >
              <div className={classes.row}>
                <Badge variant="light">{a.label}</Badge>
                {a.primary && <Badge color="rona">{t('account.address.primary')}</Badge>}
              </div>
              <p>
                <strong>{a.recipientName}</strong> · {formatPhone(a.phone)}
              </p>
              <p className={classes.muted}>
                {a.street}, {a.area.district}, {a.area.city}, {a.area.province} {a.postalCode}
              </p>
              {a.note && <p className={classes.muted}>{a.note}</p>}
              <div
                className={classes.row}
                role="group"
                aria-label={t('account.address.actions', { name: a.recipientName })}
              >
                <Button size="xs" variant="light" onClick={() => setEditing({ address: a })}>
                  {t('account.address.edit')}
                </Button>
                {!a.primary && (
                  <>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy}
                      onClick={() => setPrimary.mutate({ params: { id: a.id }, body: {} }, { onSuccess: storeList })}
                    >
                      {t('account.address.setPrimary')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => setRemoving(a)}>
                      {t('account.address.remove')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <AddressForm address={editing.address} onClose={() => setEditing(null)} />}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('account.address.removeTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('account.close') }}
      >
        {removing && (
          <div className={classes.stack}>
            <p>{t('account.address.removeBody', { label: removing.label, name: removing.recipientName })}</p>
            <div className={classes.row}>
              <Button
                color="red"
                loading={remove.isPending}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { params: { id: removing.id } },
                    {
                      onSuccess: (next) => {
                        storeList(next);
                        setRemoving(null);
                      },
                    },
                  )
                }
              >
                {t('account.address.remove')}
              </Button>
              <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
                {t('account.cancel')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
