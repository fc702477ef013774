import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { homeMessages } from '@rona/i18n/areas/home';
import classes from './product-card.module.css';

const t = translator(catalogueMessages, homeMessages);

/**
 * Five stars filled to the average (rounded to the nearest half), with the review count. Without a
 * count (one buyer's review) only the stars are shown. The five stars are one element painted by
 * CSS (a star mask repeated five times over the score's colours, `data-score`), not five SVGs: a
 * listing shows dozens of cards, and every element is work for hydration (issue 15).
 */
export function Stars({ average, count }: { average: number; count?: number }) {
  const score = Math.round(Math.min(5, Math.max(0, average)) * 2) / 2;
  const label =
    count === undefined
      ? t('product.reviewScore', { score: score.toFixed(1) })
      : t('productCard.rating', { score: score.toFixed(1), count });
  return (
    <span className={classes.stars} role="img" aria-label={label}>
      <span className={classes.starRow} data-score={score} aria-hidden="true" />
      {count !== undefined && (
        <span className={classes.reviewCount} aria-hidden="true">
          {t('productCard.reviews', { count })}
        </span>
      )}
    </span>
  );
}
