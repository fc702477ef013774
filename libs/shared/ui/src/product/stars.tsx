import { t } from '@rona/i18n';
import { StarIcon } from '../icons/icons';
import classes from './product-card.module.css';

/** Five stars filled to the average (rounded to the nearest half), with the review count. */
export function Stars({ average, count }: { average: number; count: number }) {
  const score = Math.round(Math.min(5, Math.max(0, average)) * 2) / 2;
  return (
    <span className={classes.stars} role="img" aria-label={t('productCard.rating', { score: score.toFixed(1), count })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          size={14}
          className={n <= score ? classes.starOn : n - 0.5 === score ? classes.starHalf : classes.starOff}
        />
      ))}
      <span className={classes.reviewCount} aria-hidden="true">
        {t('productCard.reviews', { count })}
      </span>
    </span>
  );
}
