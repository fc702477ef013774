import { useState, type FormEvent, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, PasswordInput, Radio, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalUpdate, SessionUser } from '@rona/domain';
import { apiMutation, storeMember } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { normalizePhone } from '@rona/rules';
import { notifySuccess } from '@rona/ui';
import { validatePersonal } from '../../../shared/member-area/member-rules';
import classes from '../../../shared/member-area/member-area.module.css';
import { PhoneVerification } from './phone-verification';
import { personalChanges, personalValuesOf, type PersonalValues } from './personal-values';

const t = translator(accountMessages);

const PencilIcon = () => (
  <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);

function Status({ filled, verified }: { filled: boolean; verified?: boolean }) {
  return (
    <span className={classes.row}>
      <Badge size="sm" variant="light" color={filled ? 'green' : 'gray'}>
        {t(filled ? 'account.done' : 'account.missing')}
      </Badge>
      {verified !== undefined && filled && (
        <Badge size="sm" variant="outline" color={verified ? 'green' : 'orange'}>
          {t(verified ? 'account.verified' : 'account.unverified')}
        </Badge>
      )}
    </span>
  );
}

/** Label plus the field's state: Selesai or Belum Diisi, and for e-mail and phone verified or not (spec 3 §4). */
const label = (text: string, status: ReactNode) => (
  <span className={classes.row}>
    {text} {status}
  </span>
);

/** Personal data: read-only until the pencil; save or cancel returns to read-only. Only changed, filled fields are sent. */
export function PersonalForm({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const save = useMutation(apiMutation('personalUpdate', queryClient));
  const saved = personalValuesOf(user);
  const form = useForm<PersonalValues>({ initialValues: saved });
  // Asked only when the e-mail or the phone changes (issue 12 §3); never kept after the form closes.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const draft = personalChanges(saved, form.getValues());
  const needsPassword = editing && (draft.email !== undefined || draft.phone !== undefined);

  const startEditing = () => {
    setPassword('');
    setPasswordError(null);
    form.setValues(personalValuesOf(user));
    form.clearErrors();
    setEditing(true);
  };
  const cancel = () => {
    setPassword('');
    setPasswordError(null);
    form.setValues(personalValuesOf(user));
    form.clearErrors();
    setEditing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PersonalUpdate = personalChanges(personalValuesOf(user), form.getValues());
    const errors = validatePersonal(body);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    if (Object.keys(body).length === 0) return setEditing(false);
    if (body.email !== undefined || body.phone !== undefined) {
      if (!password) return setPasswordError(t('account.reauth.required'));
      body.password = password;
    }
    setPasswordError(null);
    save.mutate(
      { body },
      {
        onSuccess: (next) => {
          storeMember(queryClient, next);
          notifySuccess(t('account.biodata.saved'));
          setPassword('');
          setEditing(false);
        },
      },
    );
  };

  const values = editing ? form.getValues() : saved;
  const readOnly = !editing;
  return (
    <section className={`${classes.card} ${classes.stack}`} aria-labelledby="biodata-title">
      <div className={classes.spread}>
        <h2 id="biodata-title" className={classes.sectionTitle}>
          {t('account.biodata.title')}
        </h2>
        {!editing && (
          <ActionIcon variant="light" size="lg" onClick={startEditing} aria-label={t('account.biodata.edit')}>
            <PencilIcon />
          </ActionIcon>
        )}
      </div>
      <form className={classes.stack} onSubmit={submit} noValidate>
        <TextInput
          label={label(t('account.biodata.fullname'), <Status filled={values.fullname.trim() !== ''} />)}
          readOnly={readOnly}
          autoComplete="name"
          {...form.getInputProps('fullname')}
          value={values.fullname}
        />
        <TextInput
          type="date"
          label={label(t('account.biodata.birthdate'), <Status filled={values.birthdate !== ''} />)}
          readOnly={readOnly}
          max={new Date().toISOString().slice(0, 10)}
          {...form.getInputProps('birthdate')}
          value={values.birthdate}
        />
        <Radio.Group
          label={label(t('account.biodata.sex'), <Status filled={values.sex !== ''} />)}
          {...form.getInputProps('sex')}
          value={values.sex}
        >
          <div className={classes.row}>
            <Radio value="1" label={t('account.biodata.male')} disabled={readOnly} />
            <Radio value="0" label={t('account.biodata.female')} disabled={readOnly} />
          </div>
        </Radio.Group>
        <TextInput
          type="email"
          label={label(
            t('account.biodata.email'),
            <Status filled={values.email !== ''} verified={user.email.verified} />,
          )}
          readOnly={readOnly}
          autoComplete="email"
          {...form.getInputProps('email')}
          value={values.email}
        />
        <TextInput
          label={label(
            t('account.biodata.phone'),
            <Status filled={values.phone !== ''} verified={user.phone.verified} />,
          )}
          readOnly={readOnly}
          inputMode="numeric"
          autoComplete="tel"
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.replace(/\D/g, ''))}
          value={values.phone}
        />
        {needsPassword && (
          <PasswordInput
            label={t('account.reauth.password')}
            description={t('account.reauth.hint')}
            withAsterisk
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
          />
        )}
        {editing && (
          <div className={classes.row}>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {t('account.save')}
            </Button>
            <Button variant="default" onClick={cancel} disabled={save.isPending}>
              {t('account.cancel')}
            </Button>
          </div>
        )}
      </form>
      {!editing && user.phone.value && !user.phone.verified && (
        <PhoneVerification phone={normalizePhone(user.phone.value)} />
      )}
    </section>
  );
}
