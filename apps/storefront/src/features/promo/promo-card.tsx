import type { PromoListItem } from '@rona/domain';
import { promoCardText, promoDateRange } from '@rona/rules';
import { paths } from '@rona/routes';
import { AppLink, hydratesApart } from '@rona/ui';
import { ShopImage } from '@rona/ui/media';
import { CalendarIcon } from './promo-icons';
import classes from './promo.module.css';

/** Thumbnails are generated at 720×405 (16:9). */
const THUMBNAIL = { width: 720, height: 405 } as const;

/** Two cards a row from tablets up, one on phones; the grid is at most 1280 px wide. */
const THUMBNAIL_SIZES = '(max-width: 640px) 100vw, 640px';

/**
 * One card of the promo grid: thumbnail, title, date range and the codes line (spec 1 §2).
 * `priority`: the first card, the LCP picture of /promo.
 */
function PromoCardView({
  promo,
  fallbackImage,
  priority = false,
}: {
  promo: PromoListItem;
  fallbackImage: string;
  priority?: boolean;
}) {
  return (
    <li className={classes.card}>
      <AppLink to={paths.promo(promo.url)} className={classes.cardLink}>
        <ShopImage
          className={classes.cardImage}
          src={promo.thumbnail ?? promo.banner ?? fallbackImage}
          data-fallback={promo.thumbnail || promo.banner ? undefined : ''}
          alt=""
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          sizes={THUMBNAIL_SIZES}
          priority={priority}
          onError={(e) => e.currentTarget.setAttribute('data-broken', '')}
        />
        <span className={classes.cardBody}>
          <h2 className={classes.cardTitle}>{promo.title}</h2>
          <span className={classes.cardDate}>
            <CalendarIcon />
            {promoDateRange(promo.start_date, promo.end_date)}
          </span>
          <span className={classes.cardCodes} data-type={promo.type}>
            {promoCardText(promo)}
          </span>
        </span>
      </AppLink>
    </li>
  );
}

export function PromoCardSkeleton() {
  return (
    <li className={classes.card} aria-hidden="true">
      <span className={`${classes.cardImage} ${classes.bone}`} />
      <span className={classes.cardBody}>
        <span className={classes.bone} style={{ width: '70%' }} />
        <span className={classes.bone} style={{ width: '45%' }} />
      </span>
    </li>
  );
}

/** Hydrated apart (HydrationBoundary). */
export const PromoCard = hydratesApart(PromoCardView);
