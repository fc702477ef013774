import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  AdminArticleDetail,
  AdminArticleListItem,
  AdminArticleSection,
  AdminArticleStatus,
  ApiErrorItem,
} from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { articles } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StaffCaller } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/fill';
import { recordAudit } from '../audit/record';
import { receiveImages } from '../linkpage/uploads/receive';
import { staffActor } from '../staff/service';
import { adminContentMessages as m } from './messages';
import {
  articleById,
  listArticles,
  productsByIds,
  replaceSections,
  sectionsOf,
  slugTaken,
  type ArticleListQuery,
  type ArticleRow,
  type ArticleSectionRow,
} from './repository';

const UPLOAD_FOLDER = 'uploads';

const fieldError = (message: string, field: string) => badRequest(message, [{ message, field } as ApiErrorItem]);

interface ArticleFields {
  title: string;
  slug: string;
  tags: string[];
  releaseDate: string;
  author: string;
  thumbnail: string;
  shortDescription: string;
  sections: AdminArticleSection[];
  recommendedProductIds: string[];
}
type ArticleCreate = ArticleFields & { published: boolean };
type ArticleChange = Partial<ArticleFields> & { published?: boolean };

const statusOf = (a: ArticleRow, now: Date): AdminArticleStatus =>
  !a.published ? 'draft' : a.releaseDate > now ? 'scheduled' : 'live';

const listItem = (a: ArticleRow, now: Date): AdminArticleListItem => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  tags: a.tags,
  author: a.author,
  releaseDate: a.releaseDate.toISOString(),
  thumbnail: a.thumbnail,
  published: a.published,
  status: statusOf(a, now),
});

const sectionView = (s: ArticleSectionRow) => ({
  title: s.title,
  text: s.description,
  image: s.imageUrl ? { url: s.imageUrl, source: s.imageSource ?? '' } : null,
});

/** What the audit trail keeps of an article (the changed fields only reach the row). */
const auditedFields = (a: ArticleRow, sections: ArticleSectionRow[]) => ({
  title: a.title,
  slug: a.slug,
  tags: a.tags,
  releaseDate: a.releaseDate.toISOString(),
  author: a.author,
  thumbnail: a.thumbnail,
  shortDescription: a.shortDescription,
  published: a.published,
  recommendedProductIds: a.recommendedProductIds,
  sections: sections.map(sectionView),
});

/**
 * Pemasaran & Konten's articles (issue 28 §3, docs/product/articles.md): every write locks the
 * article, is audited with its before/after in the same transaction, and is announced (the API's
 * response caches and the page servers' HTML caches drop what they hold). Text is stored as typed
 * (plain text); the shop renders it as text paragraphs, never as HTML.
 */
export function adminContentService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();

  async function detail(tx: DbOrTx, id: string): Promise<AdminArticleDetail> {
    const a = await articleById(tx, id);
    if (!a) throw notFound(m.articleNotFound);
    const [sections, found] = await Promise.all([sectionsOf(tx, id), productsByIds(tx, a.recommendedProductIds)]);
    const byId = new Map(found.map((p) => [p.id, p]));
    return {
      ...listItem(a, now()),
      shortDescription: a.shortDescription,
      sections: sections.map(sectionView),
      recommendedProducts: a.recommendedProductIds.flatMap((pid) => {
        const p = byId.get(pid);
        return p ? [p] : [];
      }),
    };
  }

  async function checkSlug(tx: DbOrTx, slug: string, id: string | null) {
    if (await slugTaken(tx, slug, id)) throw fieldError(fill(m.slugTaken, { slug }), 'slug');
  }

  async function checkProducts(tx: DbOrTx, ids: string[]) {
    const found = await productsByIds(tx, ids);
    if (found.length !== ids.length) throw fieldError(m.productUnknown, 'recommendedProductIds');
  }

  /** A unique violation on the slug (a race with another write) is the slug's 400. */
  async function slugSafe<T>(slug: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (slug && isUniqueViolation(error)) throw fieldError(fill(m.slugTaken, { slug }), 'slug');
      throw error;
    }
  }

  const announced = <T>(result: T): T => {
    app.catalogueChanges.announce();
    return result;
  };

  return {
    async list(q: ArticleListQuery) {
      const at = now();
      const { rows, total } = await listArticles(db, q, at);
      return {
        datas: rows.map((a) => listItem(a, at)),
        page: {
          currentPage: q.page,
          totalPage: Math.max(1, Math.ceil(total / q.limit)),
          totalData: total,
          limit: q.limit,
        },
      };
    },

    get: (id: string) => detail(db, id),

    async create(caller: StaffCaller, body: ArticleCreate): Promise<AdminArticleDetail> {
      const result = await slugSafe(body.slug, () =>
        db.transaction(async (tx) => {
          await checkSlug(tx, body.slug, null);
          await checkProducts(tx, body.recommendedProductIds);
          const [row] = await tx
            .insert(articles)
            .values({
              slug: body.slug,
              title: body.title,
              tags: body.tags,
              author: body.author,
              releaseDate: new Date(body.releaseDate),
              shortDescription: body.shortDescription,
              thumbnail: body.thumbnail,
              published: body.published,
              recommendedProductIds: body.recommendedProductIds,
            })
            .returning();
          await replaceSections(tx, row!.id, body.sections);
          await recordAudit(tx, {
            actor: staffActor(caller),
            at: now(),
            entity: 'article',
            entityId: row!.id,
            action: 'create',
            before: null,
            after: auditedFields(row!, await sectionsOf(tx, row!.id)),
          });
          return detail(tx, row!.id);
        }),
      );
      return announced(result);
    },

    async update(caller: StaffCaller, id: string, change: ArticleChange): Promise<AdminArticleDetail> {
      const result = await slugSafe(change.slug, () =>
        db.transaction(async (tx) => {
          const before = await articleById(tx, id, true);
          if (!before) throw notFound(m.articleNotFound);
          const sectionsBefore = await sectionsOf(tx, id);
          if (change.slug !== undefined && change.slug !== before.slug) await checkSlug(tx, change.slug, id);
          if (change.recommendedProductIds) await checkProducts(tx, change.recommendedProductIds);
          const [after] = await tx
            .update(articles)
            .set({
              title: change.title,
              slug: change.slug,
              tags: change.tags,
              author: change.author,
              releaseDate: change.releaseDate === undefined ? undefined : new Date(change.releaseDate),
              shortDescription: change.shortDescription,
              thumbnail: change.thumbnail,
              published: change.published,
              recommendedProductIds: change.recommendedProductIds,
            })
            .where(eq(articles.id, id))
            .returning();
          if (change.sections) await replaceSections(tx, id, change.sections);
          await recordAudit(tx, {
            actor: staffActor(caller),
            at: now(),
            entity: 'article',
            entityId: id,
            action:
              change.published === undefined || change.published === before.published
                ? 'update'
                : change.published
                  ? 'publish'
                  : 'unpublish',
            before: auditedFields(before, sectionsBefore),
            after: auditedFields(after!, change.sections ? await sectionsOf(tx, id) : sectionsBefore),
          });
          return detail(tx, id);
        }),
      );
      return announced(result);
    },

    /** One picture through the media pipeline (sniffed, re-encoded without EXIF, rate-limited). */
    async uploadImage(caller: StaffCaller, request: FastifyRequest): Promise<{ url: string }> {
      const [url] = await receiveImages(request, app.mediaStorage, UPLOAD_FOLDER, 1, {
        userId: caller.staffId,
        limiter: app.rateLimiter,
      });
      return { url: url! };
    },
  };
}
