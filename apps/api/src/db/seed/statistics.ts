import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/**
 * Recomputes the denormalised product statistics from the reviews, then the popularity score
 * (units sold, a little of the page views, and rating weighted by how many reviewed).
 */
export async function refreshProductStatistics(db: DbOrTx) {
  await db.execute(sql`
    update products p set rating_avg = r.avg, review_count = r.cnt
    from (select product_id, avg(score)::float8 as avg, count(*)::int as cnt from reviews group by product_id) r
    where r.product_id = p.id and (p.rating_avg <> r.avg or p.review_count <> r.cnt)`);
  await db.execute(sql`
    update products set popularity = sold_count + view_count * 0.05 + rating_avg * review_count * 2
    where popularity <> sold_count + view_count * 0.05 + rating_avg * review_count * 2`);
}
