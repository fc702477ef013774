import { lazy, useState, type FormEvent } from 'react';
import { Button, PinInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { apiMutation, clearOtpRecord, setFlashMessage, startSession } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { formatMinutesSeconds, maskPhone } from '@rona/rules';
import { paths } from '@rona/routes';
import { LazyBoundary, notifyError, readGuestCart, useAppNavigate, useCountdown, useDocumentTitle } from '@rona/ui';
import { AuthCard, authClasses } from '../../shared/auth-form/auth-card';
import { readOtp } from './otp-rules';
import { useOtpExpiry } from './use-otp-expiry';
import classes from './otp.module.css';

const t = translator(authMessages);
const CartChoiceDialog = lazy(() => import('../../shared/cart-choice/cart-choice-dialog'));

export const OTP_LENGTH = 6;

/** /verification-otp/{phone}?expired&email (spec 3 §2, §4, §5): the WhatsApp code after registration or a pending login. */
export function OtpPage() {
  useDocumentTitle(t('auth.otp.title'));
  const phone = useParams().phone?.trim() ?? '';
  if (!/^\d{9,15}$/.test(phone)) return <MissingPhone />;
  return <OtpForm phone={phone} />;
}

function MissingPhone() {
  return (
    <AuthCard title={t('auth.otp.title')}>
      <p className={authClasses.notice} role="alert">
        {t('auth.otp.noPhone')}
      </p>
      <p className={authClasses.center}>
        <Link className={authClasses.link} to={paths.login()}>
          {t('auth.otp.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

function OtpForm({ phone }: { phone: string }) {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const { expiresAt, resend, sending } = useOtpExpiry(phone, {
    expired: params.get('expired') ?? undefined,
    email: params.get('email') ?? undefined,
  });
  const left = useCountdown(expiresAt);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leftInCart, setLeftInCart] = useState(0);
  const verify = useMutation(apiMutation('verifyPhone', queryClient));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readOtp(code);
    if ('error' in read) return setError(read.error);
    setError(null);
    if (left <= 0) return notifyError(new Error(t('auth.otp.expired')));
    verify.mutate(
      { body: { phone, otp: read.otp } },
      {
        onSuccess: (result) => {
          if (!result?.accessToken) return notifyError(new Error(t('auth.otp.noToken')));
          startSession(result.accessToken);
          clearOtpRecord();
          setFlashMessage(t('auth.otp.success', { brand: t('brand.name') }));
          // The guest's products wait in the browser: the same choice as after login, then home.
          const count = readGuestCart().products.length;
          if (count > 0) setLeftInCart(count);
          else navigate(paths.home(), { replace: true });
        },
      },
    );
  };

  const expired = expiresAt !== null && left <= 0;
  return (
    <AuthCard title={t('auth.otp.title')} lead={t('auth.otp.body', { phone: maskPhone(phone) })}>
      <form className={authClasses.form} onSubmit={submit} noValidate>
        <div className={classes.pin}>
          <PinInput
            length={OTP_LENGTH}
            type="number"
            oneTimeCode
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            error={!!error}
            aria-label={t('auth.otp.code')}
            getInputProps={(index) => ({ 'aria-label': `${t('auth.otp.code')} ${index + 1}` })}
          />
        </div>
        {error && (
          <p className={classes.error} role="alert">
            {error}
          </p>
        )}
        <p className={classes.timer} aria-live="polite">
          {expired || !expiresAt ? (
            <>
              {t('auth.otp.noCode')}{' '}
              <button type="button" className={classes.resend} onClick={resend} disabled={sending}>
                {sending ? t('auth.otp.requesting') : t('auth.otp.resend')}
              </button>
            </>
          ) : (
            t('auth.otp.expiresIn', { time: formatMinutesSeconds(left) })
          )}
        </p>
        <Button type="submit" fullWidth loading={verify.isPending} disabled={verify.isPending || leftInCart > 0}>
          {t('auth.otp.submit')}
        </Button>
      </form>
      {leftInCart > 0 && (
        <LazyBoundary>
          <CartChoiceDialog count={leftInCart} onDone={() => navigate(paths.home(), { replace: true })} />
        </LazyBoundary>
      )}
    </AuthCard>
  );
}
