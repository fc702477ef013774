import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AdminArticleStatus } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { articleSections, articles, products } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleSectionRow = typeof articleSections.$inferSelect;

export interface ArticleListQuery {
  search?: string;
  status?: AdminArticleStatus;
  page: number;
  limit: number;
}

function statusWhere(status: AdminArticleStatus | undefined, now: Date): SQL | undefined {
  if (status === 'draft') return eq(articles.published, false);
  if (status === 'scheduled') return and(eq(articles.published, true), gt(articles.releaseDate, now));
  if (status === 'live') return and(eq(articles.published, true), lte(articles.releaseDate, now));
  return undefined;
}

/** Every article, drafts and scheduled ones too, newest release first. */
export async function listArticles(db: DbOrTx, q: ArticleListQuery, now: Date) {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    term ? or(ilike(articles.title, term), ilike(articles.slug, term)) : undefined,
    statusWhere(q.status, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.releaseDate), asc(articles.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function articleById(db: DbOrTx, id: string, lock = false): Promise<ArticleRow | null> {
  const query = db.select().from(articles).where(eq(articles.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const sectionsOf = (db: DbOrTx, articleId: string) =>
  db
    .select()
    .from(articleSections)
    .where(eq(articleSections.articleId, articleId))
    .orderBy(asc(articleSections.position));

export async function slugTaken(db: DbOrTx, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId ? ne(articles.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

/** The products among `ids` (any status), for the editor's list and the check that each exists. */
export async function productsByIds(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, name: products.name, image: products.image })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function replaceSections(
  tx: DbOrTx,
  articleId: string,
  sections: { title: string; text: string; image: { url: string; source: string } | null }[],
) {
  await tx.delete(articleSections).where(eq(articleSections.articleId, articleId));
  if (!sections.length) return;
  await tx.insert(articleSections).values(
    sections.map((s, position) => ({
      articleId,
      position,
      title: s.title,
      description: s.text,
      imageUrl: s.image?.url ?? null,
      imageSource: s.image ? s.image.source || null : null,
    })),
  );
}
