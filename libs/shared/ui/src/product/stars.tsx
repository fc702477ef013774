import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { homeMessages } from '@rona/i18n/areas/home';
import { StarIcon } from '../icons/icons';
import classes from './product-card.module.css';

const t = translator(catalogueMessages, homeMessages);

/**
 * Five stars filled to the average (rounded to the nearest half), with the review count. Without a
 * count (one buyer's review) only the stars are shown.
 */
export function Stars({ average, count }: { average: number; count?: number }) {
  const score = Math.round(Math.min(5, Math.max(0, average)) * 2) / 2;
  const label =
    count === undefined
      ? t('product.reviewScore', { score: score.toFixed(1) })
      : t('productCard.rating', { score: score.toFixed(1), count });
  return (
    <span className={classes.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          size={14}
          className={n <= score ? classes.starOn : n - 0.5 === score ? classes.starHalf : classes.starOff}
        />
      ))}
      {count !== undefined && (
        <span className={classes.reviewCount} aria-hidden="true">
          {t('productCard.reviews', { count })}
        </span>
      )}
    </span>
  );
}
