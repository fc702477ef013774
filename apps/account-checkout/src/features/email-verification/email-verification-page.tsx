import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isUuid } from '@rona/domain/browser';
import { verifyEmailQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { paths } from '@rona/routes';
import { AppLink, actionButtonClass, useDocumentTitle } from '@rona/ui';
import { AuthCard, authClasses } from '../../shared/auth-form/auth-card';

const t = translator(authMessages);

/** /verification-email/{uuid} (spec 3 §2): confirms the address from the mailed link. */
export function EmailVerificationPage() {
  useDocumentTitle(t('auth.verifyEmail.title'));
  const uuid = useParams().uuid ?? '';
  if (!isUuid(uuid)) return <Outcome title={t('auth.verifyEmail.title')} problem={t('auth.verifyEmail.invalid')} />;
  return <Verification uuid={uuid} />;
}

function Verification({ uuid }: { uuid: string }) {
  const verified = useQuery(verifyEmailQuery(uuid));
  if (verified.isPending) return <Outcome title={t('auth.verifyEmail.title')} body={t('auth.verifyEmail.checking')} />;
  if (verified.isError)
    return <Outcome title={t('auth.verifyEmail.title')} problem={verified.error.message || t('error.server')} />;
  return (
    <Outcome
      title={t('auth.verifyEmail.greeting', { name: verified.data.fullName })}
      body={t('auth.verifyEmail.body')}
    />
  );
}

function Outcome({ title, body, problem }: { title: string; body?: string; problem?: string }) {
  return (
    <AuthCard title={title}>
      {body && <p className={authClasses.center}>{body}</p>}
      {problem && (
        <p className={authClasses.notice} role="alert">
          {problem}
        </p>
      )}
      <p className={authClasses.center}>
        <AppLink to={paths.home()} className={actionButtonClass}>
          {t('auth.verifyEmail.home')}
        </AppLink>
      </p>
    </AuthCard>
  );
}
