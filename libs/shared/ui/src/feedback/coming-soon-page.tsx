import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { AppLink } from '../navigation/app-link';
import { useDocumentTitle } from '../navigation/use-document-title';
import classes from './feedback.module.css';

/** Placeholder for a route whose screen lands in a later issue. */
export function ComingSoonPage() {
  useDocumentTitle(t('coming.title'));
  return (
    <section className={classes.page} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={classes.pageTitle}>
        {t('coming.title')}
      </h1>
      <p className={classes.pageBody}>{t('coming.body')}</p>
      <AppLink to={paths.home()} className={classes.button}>
        {t('notFound.home')}
      </AppLink>
    </section>
  );
}
