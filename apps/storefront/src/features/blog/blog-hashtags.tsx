import { Link } from 'react-router-dom';
import { BLOG_HASHTAGS } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { paths } from '@rona/routes';
import { blogListPath, type BlogHashtag } from './blog-queries';
import classes from './blog-page.module.css';

const t = translator(blogMessages);

/**
 * The fixed hashtags (spec 1 §2 Blog). Each filters the list to its articles (the API's `tag`);
 * the active one links back to all articles.
 */
export function BlogHashtags({ active }: { active?: BlogHashtag }) {
  return (
    <nav aria-label={t('blog.hashtags')}>
      <ul className={classes.hashtags}>
        <li>
          <Link to={paths.blog()} className={classes.hashtag} aria-current={active ? undefined : 'page'}>
            {t('blog.hashtagAll')}
          </Link>
        </li>
        {BLOG_HASHTAGS.map((tag) => (
          <li key={tag}>
            <Link
              to={blogListPath({ tag: tag === active ? undefined : tag })}
              className={classes.hashtag}
              aria-current={tag === active ? 'page' : undefined}
            >
              {`#${tag}`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
