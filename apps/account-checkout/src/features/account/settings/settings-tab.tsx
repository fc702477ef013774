import type { FormEvent } from 'react';
import { Button, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, SessionUser } from '@rona/domain';
import { apiMutation, memberKeys } from '@rona/api-client';
import { translator, type KeyOf } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { EmptyState, notifySuccess } from '@rona/ui';
import classes from '../../../shared/member-area/member-area.module.css';
import { EmailVerificationResend } from './email-verification-resend';

const t = translator(accountMessages);

const GROUPS = {
  transaction: ['waitingPayment', 'waitingConfirm', 'processed', 'shipped', 'arrives'],
  promotion: ['newsletter', 'discountVoucher', 'birthDay', 'newProduct'],
} as const;

/** Pengaturan: notification toggles, only once the e-mail is verified (spec 3 §5). */
export default function SettingsTab({ user }: { user: SessionUser }) {
  if (!user.email.verified)
    return <EmptyState title={t('account.settings.needsEmail')} level={3} action={<EmailVerificationResend />} />;
  return <SettingsForm settings={user.notification} />;
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const queryClient = useQueryClient();
  const save = useMutation(apiMutation('notificationSettingsUpdate', queryClient));
  const form = useForm<NotificationSettings>({ initialValues: settings });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { body: form.getValues() },
      {
        onSuccess: (next) => {
          queryClient.setQueryData<SessionUser>(memberKeys.profile, (user) =>
            user ? { ...user, notification: next } : user,
          );
          form.resetDirty(next);
          notifySuccess(t('account.settings.saved'));
        },
      },
    );
  };
  return (
    <form className={classes.stack} onSubmit={submit}>
      {(Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((group) => (
        <fieldset key={group} className={`${classes.card} ${classes.stack}`}>
          <legend className={classes.sectionTitle}>{t(`account.settings.${group}`)}</legend>
          {GROUPS[group].map((key) => (
            <Switch
              key={key}
              label={t(`account.settings.${key}` as KeyOf<typeof t>)}
              {...form.getInputProps(`${group}.${key}`, { type: 'checkbox' })}
            />
          ))}
        </fieldset>
      ))}
      <div>
        <Button type="submit" loading={save.isPending} disabled={save.isPending || !form.isDirty()}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
