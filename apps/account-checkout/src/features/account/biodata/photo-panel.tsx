import { useRef, type ChangeEvent } from 'react';
import { Avatar, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@rona/domain';
import { getApiClient, storeMember, uploadImage } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { notifyError, notifySuccess } from '@rona/ui';
import { photoProblem } from '../../../shared/member-area/member-rules';
import classes from '../../../shared/member-area/member-area.module.css';
import { ChangePassword } from './change-password';

const t = translator(accountMessages);

/**
 * The photo and the password change. A chosen file is checked first (size, image type); only a
 * fitting one is uploaded, and its URL is then saved as the member's image.
 */
export function PhotoPanel({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    meta: { silent: true },
    mutationFn: async (file: File) => {
      let image: string;
      try {
        image = await uploadImage(file);
      } catch {
        throw new Error(t('account.photo.failed'));
      }
      return getApiClient().call('personalUpdate', { body: { image } });
    },
    onSuccess: (next) => {
      storeMember(queryClient, next);
      notifySuccess(t('account.biodata.saved'));
    },
    onError: notifyError,
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) return notifyError(new Error(problem));
    save.mutate(file);
  };

  return (
    <section className={`${classes.card} ${classes.stack}`} aria-label={t('account.photo.choose')}>
      <Avatar
        src={user.image}
        alt={t('account.photo.alt', { name: user.fullName })}
        size={140}
        radius={12}
        mx="auto"
        color="rona"
      >
        {user.fullName.slice(0, 1).toUpperCase()}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={choose}
        data-testid="photo-input"
        aria-label={t('account.photo.choose')}
      />
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        loading={save.isPending}
        disabled={save.isPending}
      >
        {t('account.photo.choose')}
      </Button>
      <p className={classes.muted}>{t('account.photo.hint')}</p>
      <ChangePassword />
    </section>
  );
}
