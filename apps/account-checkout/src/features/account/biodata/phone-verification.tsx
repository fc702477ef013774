import { useState, type FormEvent } from 'react';
import { Anchor, Button, Modal, PinInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, storeMember } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { authMessages } from '@rona/i18n/areas/auth';
import { formatMinutesSeconds, maskPhone } from '@rona/rules';
import { notifySuccess, useCountdown } from '@rona/ui';
import classes from '../../../shared/member-area/member-area.module.css';

const t = translator(accountMessages, authMessages);

type Step = 'closed' | 'confirm' | 'code';

/**
 * Phone verification from the profile (spec 3 §4): a confirmation naming the number and WhatsApp,
 * then a 6-digit entry with a countdown; at 00:00 a resend link.
 */
export function PhoneVerification({ phone }: { phone: string }) {
  const [step, setStep] = useState<Step>('closed');
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const request = useMutation(apiMutation('profileRequestOtp', queryClient));
  const verify = useMutation(apiMutation('profileVerifyOtp', queryClient));
  const left = useCountdown(step === 'code' ? expiresAt : null);

  const ask = () =>
    request.mutate(
      {},
      {
        onSuccess: ({ expired }) => {
          setExpiresAt(expired);
          setCode('');
          setError(null);
          setStep('code');
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 0) return setError(t('auth.otp.empty'));
    if (!/^\d{6}$/.test(code)) return setError(t('account.phone.codeLength'));
    verify.mutate(
      { body: { otp: Number(code) } },
      {
        onSuccess: (user) => {
          storeMember(queryClient, user);
          notifySuccess(t('account.phone.verified'));
          setStep('closed');
        },
        onError: () => setCode(''),
      },
    );
  };
  const close = () => setStep('closed');

  return (
    <>
      <Button variant="light" onClick={() => setStep('confirm')}>
        {t('account.phone.verify')}
      </Button>
      <Modal
        opened={step !== 'closed'}
        onClose={close}
        title={t('account.phone.verify')}
        centered
        closeButtonProps={{ 'aria-label': t('account.close') }}
      >
        {step === 'confirm' ? (
          <div className={classes.stack}>
            <p>{t('account.phone.confirmBody', { phone })}</p>
            <div className={classes.row}>
              <Button onClick={ask} loading={request.isPending} disabled={request.isPending}>
                {t('account.continue')}
              </Button>
              <Button variant="default" onClick={close}>
                {t('account.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <form className={classes.stack} onSubmit={submit} noValidate>
            <p>{t('account.phone.codeBody', { phone: maskPhone(phone) })}</p>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={(v) => {
                setCode(v);
                setError(null);
              }}
              error={error !== null}
              aria-label={t('account.phone.code')}
              mx="auto"
            />
            {error && (
              <p role="alert" className={classes.error}>
                {error}
              </p>
            )}
            {left > 0 ? (
              <p className={classes.muted}>{t('account.phone.expiresIn', { time: formatMinutesSeconds(left) })}</p>
            ) : (
              <p className={classes.muted}>
                {formatMinutesSeconds(0)}{' '}
                <Anchor component="button" type="button" onClick={ask} disabled={request.isPending}>
                  {t('account.phone.resend')}
                </Anchor>
              </p>
            )}
            <Button type="submit" loading={verify.isPending} disabled={verify.isPending}>
              {t('account.phone.submit')}
            </Button>
          </form>
        )}
      </Modal>
    </>
  );
}
