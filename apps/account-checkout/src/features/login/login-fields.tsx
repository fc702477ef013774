import { useId, useState, type InputHTMLAttributes } from 'react';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import classes from './login.module.css';

const t = translator(authMessages);

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A labelled input with its message. /login uses these instead of Mantine's inputs: its first load
 * has to stay within 150 KB, and the Mantine input, button and form modules alone weigh ~25 KB.
 */
export function LoginField({ label, value, error, onChange, className, ...rest }: FieldProps) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        <input
          id={id}
          className={`${classes.input} ${className ?? ''}`}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const eye = 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12z';

/** The password with a show/hide toggle (spec 3 §2). */
export function LoginPasswordField(props: Omit<FieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { label, value, error, onChange, ...rest } = props;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <div className={classes.control}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${classes.input} ${classes.withToggle}`}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        <button
          type="button"
          className={classes.toggle}
          aria-label={t(visible ? 'auth.password.hide' : 'auth.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d={eye} />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
