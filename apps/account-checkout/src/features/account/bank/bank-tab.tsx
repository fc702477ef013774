import { useState, type FormEvent } from 'react';
import { Avatar, Button, PasswordInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@rona/domain';
import { apiMutation, bankListQuery, memberKeys } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { EmptyState, notifySuccess } from '@rona/ui';
import { validateBank } from '../../../shared/member-area/member-rules';
import classes from '../../../shared/member-area/member-area.module.css';

const t = translator(accountMessages);

interface BankValues {
  bankId: string;
  name: string;
  noRekening: string;
  /** The current password: the refund account is changed only after it is typed (issue 12 §3). */
  password: string;
}

/** Rekening Bank (spec 3 §4): no account → Add; an account → Edit. Used for refunds. */
export default function BankTab({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const account = user.banks;
  return (
    <div className={classes.stack}>
      <h2 className={classes.sectionTitle}>{t('account.tab.bank')}</h2>
      <p className={classes.muted}>{t('account.bank.lead')}</p>
      {editing ? (
        <BankForm user={user} onDone={() => setEditing(false)} />
      ) : account ? (
        <div className={`${classes.card} ${classes.spread}`}>
          <div className={classes.row}>
            <Avatar src={account.bank.image} alt="" radius="sm" />
            <div>
              <strong>{account.bank.name}</strong>
              <p className={classes.muted}>
                {account.rekening} · {account.name}
              </p>
            </div>
          </div>
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('account.bank.edit')}
          </Button>
        </div>
      ) : (
        <EmptyState
          title={t('account.bank.empty')}
          level={3}
          action={<Button onClick={() => setEditing(true)}>{t('account.bank.add')}</Button>}
        />
      )}
    </div>
  );
}

function BankForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const queryClient = useQueryClient();
  const banks = useQuery(bankListQuery());
  const add = useMutation(apiMutation('bankAccountAdd', queryClient));
  const update = useMutation(apiMutation('bankAccountUpdate', queryClient));
  const account = user.banks;
  const form = useForm<BankValues>({
    initialValues: {
      bankId: account?.bank.id ?? '',
      name: account?.name ?? '',
      noRekening: account?.rekening ?? '',
      password: '',
    },
  });
  const saving = add.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = validateBank(values);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    const saved = async () => {
      notifySuccess(t('account.bank.saved'));
      await queryClient.invalidateQueries({ queryKey: memberKeys.profile });
      onDone();
    };
    if (account) {
      update.mutate(
        { body: { bankId: values.bankId, name: values.name, rekening: values.noRekening, password: values.password } },
        { onSuccess: saved },
      );
    } else {
      add.mutate({ body: values }, { onSuccess: saved });
    }
  };

  return (
    <form className={`${classes.card} ${classes.stack}`} onSubmit={submit} noValidate>
      <h3 className={classes.sectionTitle}>{t(account ? 'account.bank.edit' : 'account.bank.add')}</h3>
      <Select
        label={t('account.bank.bank')}
        placeholder={t('account.bank.choose')}
        data={(banks.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        searchable
        withAsterisk
        disabled={banks.isPending}
        {...form.getInputProps('bankId')}
        value={form.getValues().bankId || null}
        onChange={(v) => form.setFieldValue('bankId', v ?? '')}
      />
      <TextInput
        label={t('account.bank.number')}
        withAsterisk
        inputMode="numeric"
        maxLength={20}
        {...form.getInputProps('noRekening')}
        onChange={(e) => form.setFieldValue('noRekening', e.currentTarget.value.replace(/\D/g, ''))}
      />
      <TextInput label={t('account.bank.holder')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
      <PasswordInput
        label={t('account.reauth.password')}
        description={t('account.reauth.hint')}
        withAsterisk
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
      <div className={classes.row}>
        <Button type="submit" loading={saving} disabled={saving}>
          {t('account.save')}
        </Button>
        <Button variant="default" onClick={onDone} disabled={saving}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
