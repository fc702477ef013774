import type { ReactNode } from 'react';
import classes from './auth.module.css';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The centred card every account page (login, register, OTP, passwords, unsubscribe) sits in. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={classes.title}>
          {title}
        </h1>
        {lead && <p className={classes.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}

export { classes as authClasses };
