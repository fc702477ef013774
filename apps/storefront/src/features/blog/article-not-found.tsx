import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { paths } from '@rona/routes';
import { actionButtonClass, EmptyState } from '@rona/ui';
import classes from './article-page.module.css';

const t = translator(blogMessages);

/** An unknown article slug: says so, offers the blog, and tells crawlers not to index the URL. */
export function ArticleNotFound() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <div className={classes.container}>
      <EmptyState
        title={t('blog.notFound')}
        hint={t('blog.notFoundHint')}
        action={
          <Link to={paths.blog()} className={actionButtonClass}>
            {t('blog.back')}
          </Link>
        }
      />
    </div>
  );
}
