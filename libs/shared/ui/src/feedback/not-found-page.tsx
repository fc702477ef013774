import { useEffect } from 'react';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { AppLink } from '../navigation/app-link';
import { useDocumentTitle } from '../navigation/use-document-title';
import classes from './feedback.module.css';

/** Any unknown path: 'Halaman tidak ada' with 'Halaman Utama' back to /. */
export function NotFoundPage() {
  useDocumentTitle(t('notFound.title'));
  useEffect(() => {
    // Tell crawlers the page is missing even though the shell answered 200.
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <section className={classes.page} aria-labelledby="not-found-title">
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={classes.pageTitle}>
        {t('notFound.title')}
      </h1>
      <p className={classes.pageBody}>{t('notFound.body')}</p>
      <AppLink to={paths.home()} className={classes.button}>
        {t('notFound.home')}
      </AppLink>
    </section>
  );
}
