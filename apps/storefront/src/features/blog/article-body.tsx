import type { ArticleDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { formatShopDate } from '@rona/rules';
import { ShopImage } from '@rona/ui/media';
import { Link } from 'react-router-dom';
import { blogListPath } from './blog-queries';
import { ShareLinks } from './share-links';
import classes from './article-page.module.css';

const t = translator(blogMessages);

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Theme 1: tags, title, author and release date, the cover, then each section with its optional image and credit. */
export function ArticleBody({ article }: { article: ArticleDetail }) {
  return (
    <article className={classes.article}>
      <header className={classes.header}>
        {article.tags.length > 0 && (
          <ul className={classes.tags} aria-label={t('blog.tags')}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={blogListPath({ tag })} className={classes.tag}>
                  {`#${tag}`}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1 className={classes.title}>{article.title}</h1>
        <p className={classes.meta}>
          <span>{t('blog.author', { author: article.author })}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.realeseDate}>
            {t('blog.releaseDate', { date: formatShopDate(article.realeseDate) })}
          </time>
        </p>
        <ShareLinks title={article.title} />
      </header>
      <ShopImage src={article.thumbnail} alt="" className={classes.cover} width={1200} height={630} priority />
      {article.shortDescription && <p className={classes.lead}>{article.shortDescription}</p>}
      {article.sections.map((section, i) => (
        <section key={i} className={classes.section}>
          <h2 className={classes.sectionTitle}>{section.title}</h2>
          {paragraphs(section.description).map((p, j) => (
            <p key={j} className={classes.paragraph}>
              {p}
            </p>
          ))}
          {section.images && (
            <figure className={classes.figure}>
              <img
                src={section.images.url}
                alt={section.title}
                loading="lazy"
                decoding="async"
                width={1200}
                height={675}
              />
              {section.images.source && (
                <figcaption>{t('blog.imageSource', { source: section.images.source })}</figcaption>
              )}
            </figure>
          )}
        </section>
      ))}
    </article>
  );
}

/** The article's shape while it loads. */
export function ArticleSkeleton() {
  return (
    <div role="status" className={classes.skeleton} aria-busy="true" aria-label={t('loading')}>
      <span className={classes.bone} style={{ width: '30%' }} />
      <span className={classes.bone} style={{ width: '80%', height: 32 }} />
      <span className={classes.bone} style={{ width: '45%' }} />
      <span className={`${classes.bone} ${classes.coverBone}`} />
      <span className={classes.bone} style={{ width: '95%' }} />
      <span className={classes.bone} style={{ width: '90%' }} />
      <span className={classes.bone} style={{ width: '70%' }} />
    </div>
  );
}
