import { useState, type FormEvent } from 'react';
import { Button, Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  apiMutation,
  clearStoredQr,
  qrOfferQuery,
  readStoredQr,
  saveOtpRecord,
  setRememberMe,
  storeQr,
} from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { formatNumber, PHONE_PREFIX, phoneFromLocalPart, phoneLocalPart } from '@rona/rules';
import { paths } from '@rona/routes';
import { notifyError, notifySuccess, useDocumentTitle } from '@rona/ui';
import { AuthCard, authClasses } from '../../shared/auth-form/auth-card';
import { PasswordField } from '../../shared/auth-form/password-field';
import { QrOfferPanel } from './qr-offer-panel';
import { PASSWORD_MIN } from '@rona/domain/browser';
import type { RegisterValues } from './register-rules';

/** The rules (and zod, 25 KB) load when the visitor starts on the form, not with the page (as on /login). */
type Rules = typeof import('./register-rules');
let rules: Rules | null = null;
const loadRules = async (): Promise<Rules> => (rules ??= await import('./register-rules'));

const t = translator(authMessages);

/** The QR code of the link, kept for the whole registration (spec 3 §3: local storage holds it). */
function useRegistrationQr(): string | null {
  const [params] = useSearchParams();
  const [qr] = useState(() => {
    const fromLink = params.get('qr')?.trim();
    if (fromLink) storeQr(fromLink);
    return fromLink || readStoredQr();
  });
  return qr;
}

/** /register (spec 3 §2, §5): name, phone after a fixed 62, e-mail, password twice, remember-me. */
export function RegisterPage() {
  useDocumentTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const qr = useRegistrationQr();
  const register = useMutation(apiMutation('register', queryClient));
  const form = useForm<RegisterValues>({
    initialValues: { fullName: '', phone: '', email: '', password: '', rePassword: '', remember: true },
    // Before the rules have come (a blur on the first field): nothing to say yet.
    validate: (values) => rules?.validateRegister(values) ?? {},
    validateInputOnBlur: true,
  });
  const password = form.getValues().password;
  const confirmLocked = password.length < PASSWORD_MIN;
  const [checking, setChecking] = useState(false);

  const send = (values: RegisterValues) => {
    const phone = phoneFromLocalPart(values.phone);
    // A QR code the server does not know is dropped rather than failing the registration.
    const offer = qr ? queryClient.getQueryData(qrOfferQuery(qr).queryKey) : undefined;
    register.mutate(
      {
        query: offer && qr ? { qr } : {},
        body: { fullName: values.fullName, phone, email: values.email, password: values.password },
      },
      {
        onSuccess: ({ expired, points }) => {
          if (!expired) return notifyError(new Error(t('auth.register.failed')));
          saveOtpRecord({ phone, expired, email: values.email });
          setRememberMe(values.remember);
          clearStoredQr();
          // The bonus the server actually applied (it may have run out since the panel was shown).
          notifySuccess(
            points > 0
              ? t('auth.register.continueBonus', { points: formatNumber(points) })
              : t('auth.register.continue'),
          );
          navigate(paths.verificationOtp(phone, { expired, email: values.email }));
        },
      },
    );
  };

  // 'Daftar' waits for the rules if they have not come yet, then validates as Mantine's onSubmit does.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    try {
      await loadRules();
    } catch {
      return notifyError(new Error(t('error.pageLoad')));
    } finally {
      setChecking(false);
    }
    if (!form.validate().hasErrors) send(form.getValues());
  };

  return (
    <AuthCard title={t('auth.register.heading')}>
      {qr && <QrOfferPanel qr={qr} />}
      <form
        className={authClasses.form}
        onSubmit={(e) => void submit(e)}
        onFocus={() => void loadRules().catch(() => undefined)}
        noValidate
      >
        <TextInput
          label={t('auth.register.fullName')}
          autoComplete="name"
          required
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('auth.register.phone')}
          autoComplete="tel-national"
          inputMode="numeric"
          required
          leftSection={<span aria-hidden="true">{PHONE_PREFIX}</span>}
          leftSectionWidth={40}
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', phoneLocalPart(e.currentTarget.value))}
        />
        <TextInput
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('auth.register.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.register.rePassword')}
          autoComplete="new-password"
          required
          readOnly={confirmLocked}
          description={confirmLocked ? t('auth.register.rePasswordHint') : undefined}
          {...form.getInputProps('rePassword')}
        />
        <Checkbox label={t('auth.register.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
        <Button
          type="submit"
          fullWidth
          loading={checking || register.isPending}
          disabled={checking || register.isPending}
        >
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className={authClasses.footer}>
        {t('auth.register.hasAccount')}{' '}
        <Link className={authClasses.link} to={paths.login()}>
          {t('auth.register.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
