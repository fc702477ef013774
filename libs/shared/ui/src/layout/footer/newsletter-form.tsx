import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@rona/api-client';
import { t } from '@rona/i18n';
import { notifySuccess } from '../../feedback/notify';
import classes from './footer.module.css';

/** Same rule as the domain's email schema, without shipping zod to the browser. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return t('footer.emailRequired');
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return t('footer.emailInvalid');
  return null;
}

/** The footer's newsletter signup. Server failures go through the shared error handler (mutation cache). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const subscribe = useMutation({
    mutationFn: (value: string) => getApiClient().call('subscribe', { body: { email: value } }),
    onSuccess: () => {
      notifySuccess(t('footer.newsletterSuccess'));
      setEmail('');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(email);
    setError(problem);
    // Enter in the field submits even while the button is disabled: one signup at a time.
    if (!problem && !subscribe.isPending) subscribe.mutate(email.trim());
  };

  return (
    <form className={classes.newsletter} onSubmit={submit} noValidate>
      <div className={classes.newsletterRow}>
        <input
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          placeholder={t('footer.newsletterPlaceholder')}
          aria-label={t('footer.newsletterLabel')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" disabled={subscribe.isPending} aria-busy={subscribe.isPending || undefined}>
          {t('footer.newsletterSubmit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={classes.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
