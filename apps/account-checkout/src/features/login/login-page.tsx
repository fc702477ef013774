import { lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { LoginBody } from '@rona/domain';
import {
  apiMutation,
  isLoggedIn,
  pendingVerificationOf,
  safeRedirectTarget,
  saveOtpRecord,
  setFlashMessage,
  startSession,
} from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { paths } from '@rona/routes';
import { LazyBoundary, notifyError, readGuestCart, useAppNavigate, useDocumentTitle } from '@rona/ui';
import { AuthCard, authClasses } from '../../shared/auth-form/auth-card';
import { LoginField, LoginPasswordField } from './login-fields';
import classes from './login.module.css';

const t = translator(authMessages);

const CartChoiceDialog = lazy(() => import('../../shared/cart-choice/cart-choice-dialog'));
/** The rules (and zod) load when the visitor starts typing, not with the page. */
const loadRules = () => import('./login-rules');

/** /login (spec 3 §2): e-mail or phone, password, 'Masuk'. */
export function LoginPage() {
  useDocumentTitle(t('auth.login.title'));
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  const queryClient = useQueryClient();
  // Silent: a 418 is not an error for the visitor but the way to the OTP page.
  const login = useMutation({ ...apiMutation('login', queryClient), meta: { silent: true } });
  const [checking, setChecking] = useState(false);
  const [leftInCart, setLeftInCart] = useState(0);
  const alreadyIn = useRef(isLoggedIn());
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (field: keyof LoginBody) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  useEffect(() => {
    if (alreadyIn.current) navigate(paths.home(), { replace: true });
  }, [navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    let found: Record<string, string>;
    try {
      found = (await loadRules()).validateLogin(values);
    } catch {
      return notifyError(new Error(t('error.pageLoad')));
    } finally {
      setChecking(false);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { body: values },
      {
        onSuccess: ({ accessToken, data }) => {
          startSession(accessToken);
          setFlashMessage(t('auth.login.welcome', { name: data.fullName }));
          const count = readGuestCart().products.length;
          if (count > 0) setLeftInCart(count);
          else navigate(target);
        },
        onError: (error) => {
          const pending = pendingVerificationOf(error);
          if (!pending) return notifyError(error);
          saveOtpRecord(pending);
          navigate(paths.verificationOtp(pending.phone, { expired: pending.expired, email: pending.email }));
        },
      },
    );
  };

  const sending = checking || login.isPending;
  return (
    <AuthCard title={t('auth.login.heading')}>
      <form className={authClasses.form} onSubmit={(e) => void submit(e)} noValidate>
        <LoginField
          label={t('auth.login.identity')}
          placeholder={t('auth.login.identityPlaceholder')}
          autoComplete="username"
          inputMode="email"
          value={values.email}
          error={errors.email}
          onChange={change('email')}
          onFocus={() => void loadRules()}
        />
        <LoginPasswordField
          label={t('auth.login.password')}
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={change('password')}
        />
        <div className={authClasses.row}>
          <span />
          <Link className={authClasses.link} to={paths.forgotPassword()}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <button type="submit" className={classes.submit} disabled={sending || leftInCart > 0} aria-busy={sending}>
          {t('auth.login.submit')}
        </button>
      </form>
      <p className={authClasses.footer}>
        {t('auth.login.noAccount')}{' '}
        <Link className={authClasses.link} to={paths.register()}>
          {t('auth.login.register')}
        </Link>
      </p>
      {leftInCart > 0 && (
        <LazyBoundary>
          <CartChoiceDialog count={leftInCart} onDone={() => navigate(target)} />
        </LazyBoundary>
      )}
    </AuthCard>
  );
}
