import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { t } from '@rona/i18n';
import { NotFoundPage } from './not-found-page';
import classes from './feedback.module.css';

/**
 * A route's error element: a 404 from a loader shows 'Halaman tidak ada'; anything else (most
 * often a page chunk that no longer exists after a deploy) offers to reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className={classes.page} role="alert">
      <h1 className={classes.pageTitle}>{t('error.pageLoad')}</h1>
      <button type="button" className={classes.button} onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
    </section>
  );
}
