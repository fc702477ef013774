import type { ArticleListItem } from '@rona/domain';
import { formatShopDate, TEXT_LIMITS, truncate } from '@rona/rules';
import { paths } from '@rona/routes';
import { AppLink, hydratesApart } from '@rona/ui';
import { ShopImage } from '@rona/ui/media';
import classes from './articles.module.css';

interface ArticleCardProps {
  article: ArticleListItem;
  /** Large card (blog grid items 1 and 5). */
  featured?: boolean;
  headingLevel?: 2 | 3;
  /** The first card of /blog: the page's LCP picture. */
  priority?: boolean;
}

/** Grid cards are a third of the 1280 px page (half on tablets, all of it on phones); featured ones two thirds. */
const CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 420px';
const FEATURED_SIZES = '(max-width: 640px) 100vw, 840px';

/** One article: image, date, title (cut at 70) and short description (cut at 100), linking to its page. */
function ArticleCardView({ article, featured = false, headingLevel = 3, priority = false }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${classes.card} ${featured ? classes.featured : ''}`} data-featured={featured || undefined}>
      <AppLink to={paths.article(article.slug)} className={classes.cardLink}>
        <ShopImage
          src={article.thumbnail}
          alt=""
          className={classes.cardImage}
          width={640}
          height={400}
          sizes={featured ? FEATURED_SIZES : CARD_SIZES}
          priority={priority}
          onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
        />
        <span className={classes.cardBody}>
          <time className={classes.cardDate} dateTime={article.releaseDate}>
            {formatShopDate(article.releaseDate)}
          </time>
          <Heading className={classes.cardTitle} title={article.title}>
            {truncate(article.title, TEXT_LIMITS.blogTitle)}
          </Heading>
          <span className={classes.cardText}>{truncate(article.shortDescription, TEXT_LIMITS.shortDescription)}</span>
        </span>
      </AppLink>
    </article>
  );
}

/** The card's shape while articles load. */
export function ArticleCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <div className={`${classes.card} ${classes.skeleton} ${featured ? classes.featured : ''}`} aria-hidden="true">
      <span className={classes.imageBone} />
      <span className={classes.cardBody}>
        <span className={classes.bone} style={{ width: '35%' }} />
        <span className={classes.bone} style={{ width: '90%' }} />
        <span className={classes.bone} style={{ width: '70%' }} />
      </span>
    </div>
  );
}

/** Hydrated apart (HydrationBoundary). */
export const ArticleCard = hydratesApart(ArticleCardView);
