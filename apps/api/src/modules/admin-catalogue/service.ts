import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  PRODUCT_IMAGE_UPLOAD_MAX,
  PRODUCT_IMAGES_MAX,
  SKIN_PROBLEMS,
  type AdminProductDetail,
  type AdminProductImage,
  type ApiErrorItem,
  type SkinFilter,
} from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StaffCaller } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/fill';
import { searchText } from '../../lib/search-text';
import { recordAudit } from '../audit/record';
import { receiveImages } from '../linkpage/uploads/receive';
import { staffActor } from '../staff/service';
import { adminCatalogueMessages as m } from './messages';
import {
  categoryById,
  imagesOf,
  listProducts,
  moveSlug,
  oldSlugsOf,
  productById,
  sizesOf,
  slugTaken,
  subcategoryById,
  type ProductListQuery,
} from './repository';
import { auditedFields, detailView, imageView } from './views';

const UPLOAD_FOLDER = 'uploads';

const fieldError = (message: string, field: string) => badRequest(message, [{ message, field } as ApiErrorItem]);

const paging = (page: number, limit: number, total: number) => ({
  currentPage: page,
  totalPage: Math.max(1, Math.ceil(total / limit)),
  totalData: total,
  limit,
});

interface ProductFields {
  name: string;
  slug: string;
  categoryId: string;
  subcategoryId: string;
  skinTypes: SkinFilter[];
  skinProblems: SkinFilter[];
  description: string;
  warning: string;
  howToUse: string;
  composition: string;
  video: string | null;
  bpom: string;
}
type ProductChange = Partial<ProductFields> & { published?: boolean };

/**
 * Katalog's products (issue 27 §1, docs/product/catalogue.md): every write locks the product, is
 * audited with its before/after in the same transaction, and is announced (the API's response
 * caches and the page servers' HTML caches drop what they hold) so shoppers see it on their next
 * request.
 */
export function adminCatalogueService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();

  async function detail(tx: DbOrTx, productId: string): Promise<AdminProductDetail> {
    const p = await productById(tx, productId);
    if (!p) throw notFound(m.productNotFound);
    const [images, sizes, oldSlugs] = await Promise.all([
      imagesOf(tx, productId),
      sizesOf(tx, productId),
      oldSlugsOf(tx, productId),
    ]);
    return detailView(p, images, sizes, oldSlugs);
  }

  /** The category and subcategory exist and belong together; answers the subcategory's name (search text). */
  async function checkCategories(tx: DbOrTx, categoryId: string, subcategoryId: string): Promise<string> {
    const [category, sub] = await Promise.all([categoryById(tx, categoryId), subcategoryById(tx, subcategoryId)]);
    if (!category) throw fieldError(m.categoryUnknown, 'categoryId');
    if (!sub) throw fieldError(m.subcategoryUnknown, 'subcategoryId');
    if (sub.categoryId !== category.id) throw fieldError(m.subcategoryElsewhere, 'subcategoryId');
    return sub.name;
  }

  async function checkSlug(tx: DbOrTx, slug: string, productId: string | null) {
    if (await slugTaken(tx, slug, productId)) throw fieldError(fill(m.slugTaken, { slug }), 'slug');
  }

  /** A unique violation on a slug (a race with another write, or a size's URL taken) is the slug's 400. */
  async function slugSafe<T>(slug: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (slug && isUniqueViolation(error)) throw fieldError(fill(m.slugTaken, { slug }), 'slug');
      throw error;
    }
  }

  /** Keeps the list's denormalised picture (the card's image and alt) on the primary photo. */
  async function syncCardImage(tx: DbOrTx, productId: string) {
    const images = await imagesOf(tx, productId);
    const primary = images.find((i) => i.primary) ?? images[0];
    await tx
      .update(products)
      .set({ image: primary?.url ?? '', imageAlt: primary?.alt ?? '' })
      .where(eq(products.id, productId));
    return images;
  }

  const imageTrail = (images: { id: string; url: string; alt: string; primary: boolean }[]) => ({
    images: images.map((i) => ({ id: i.id, url: i.url, alt: i.alt, primary: i.primary })),
  });

  async function lockProduct(tx: DbOrTx, productId: string) {
    const p = await productById(tx, productId, true);
    if (!p) throw notFound(m.productNotFound);
    return p;
  }

  const announced = <T>(result: T): T => {
    app.catalogueChanges.announce();
    return result;
  };

  return {
    async list(q: ProductListQuery) {
      const { rows, total } = await listProducts(db, q);
      return {
        datas: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        page: paging(q.page, q.limit, total),
      };
    },

    get: (productId: string) => detail(db, productId),

    async create(caller: StaffCaller, body: ProductFields): Promise<AdminProductDetail> {
      const result = await slugSafe(body.slug, () =>
        db.transaction(async (tx) => {
          const subName = await checkCategories(tx, body.categoryId, body.subcategoryId);
          await checkSlug(tx, body.slug, null);
          const [row] = await tx
            .insert(products)
            .values({
              slug: body.slug,
              name: body.name,
              description: body.description,
              warning: body.warning,
              howToUse: body.howToUse,
              composition: body.composition,
              video: body.video,
              bpom: body.bpom,
              // Hidden until it has a size and Katalog publishes it.
              status: false,
              categoryId: body.categoryId,
              subcategoryId: body.subcategoryId,
              skinTypes: [...body.skinTypes, ...body.skinProblems],
              dimension: { length: 0, width: 0, height: 0 },
              marketplace: [],
              searchText: searchText(body.name, subName),
            })
            .returning();
          await recordAudit(tx, {
            actor: staffActor(caller),
            at: now(),
            entity: 'product',
            entityId: row!.id,
            action: 'create',
            before: null,
            after: auditedFields(row!),
          });
          return detail(tx, row!.id);
        }),
      );
      return announced(result);
    },

    async update(caller: StaffCaller, productId: string, change: ProductChange): Promise<AdminProductDetail> {
      const result = await slugSafe(change.slug, () =>
        db.transaction(async (tx) => {
          const before = await lockProduct(tx, productId);
          const categoryId = change.categoryId ?? before.categoryId;
          const subcategoryId = change.subcategoryId ?? before.subcategoryId;
          const subName =
            change.categoryId || change.subcategoryId || change.name
              ? await checkCategories(tx, categoryId, subcategoryId)
              : null;
          const slug = change.slug ?? before.slug;
          if (slug !== before.slug) {
            await checkSlug(tx, slug, productId);
            await moveSlug(tx, productId, before.slug, slug);
          }
          // A product on sale has a size shoppers can buy. Read under the product's lock, which a size's
          // disable also takes (admin-prices), so the two cannot pass each other.
          if (change.published === true && !before.status) {
            const sizes = await sizesOf(tx, productId);
            if (!sizes.length) throw fieldError(m.publishWithoutSize, 'published');
            if (!sizes.some((s) => s.enabled)) throw fieldError(m.publishWithoutEnabledSize, 'published');
          }
          const skins =
            change.skinTypes || change.skinProblems
              ? [
                  ...(change.skinTypes ?? before.skinTypes.filter((s) => !isProblem(s))),
                  ...(change.skinProblems ?? before.skinTypes.filter(isProblem)),
                ]
              : undefined;
          const [after] = await tx
            .update(products)
            .set({
              name: change.name,
              slug: change.slug,
              categoryId: change.categoryId,
              subcategoryId: change.subcategoryId,
              skinTypes: skins,
              description: change.description,
              warning: change.warning,
              howToUse: change.howToUse,
              composition: change.composition,
              video: change.video,
              bpom: change.bpom,
              status: change.published,
              ...(subName !== null ? { searchText: searchText(change.name ?? before.name, subName) } : {}),
            })
            .where(eq(products.id, productId))
            .returning();
          await recordAudit(tx, {
            actor: staffActor(caller),
            at: now(),
            entity: 'product',
            entityId: productId,
            action:
              change.published === undefined || change.published === before.status
                ? 'update'
                : change.published
                  ? 'publish'
                  : 'hide',
            before: auditedFields(before),
            after: auditedFields(after!),
          });
          return detail(tx, productId);
        }),
      );
      return announced(result);
    },

    async uploadImages(caller: StaffCaller, productId: string, request: FastifyRequest): Promise<AdminProductImage[]> {
      const existing = await productById(db, productId);
      if (!existing) throw notFound(m.productNotFound);
      const tooMany = () => fieldError(fill(m.tooManyImages, { max: PRODUCT_IMAGES_MAX }), 'image');
      if ((await imagesOf(db, productId)).length >= PRODUCT_IMAGES_MAX) throw tooMany();
      const urls = await receiveImages(request, app.mediaStorage, UPLOAD_FOLDER, PRODUCT_IMAGE_UPLOAD_MAX, {
        userId: caller.staffId,
        limiter: app.rateLimiter,
      });
      const images = await db.transaction(async (tx) => {
        const p = await lockProduct(tx, productId);
        const before = await imagesOf(tx, productId);
        if (before.length + urls.length > PRODUCT_IMAGES_MAX) throw tooMany();
        const last = before.reduce((n, i) => Math.max(n, i.position), -1);
        const hasPrimary = before.some((i) => i.primary);
        await tx.insert(productImages).values(
          urls.map((url, i) => ({
            productId,
            position: last + 1 + i,
            url,
            alt: p.name,
            primary: !hasPrimary && i === 0,
          })),
        );
        const after = await syncCardImage(tx, productId);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at: now(),
          entity: 'product',
          entityId: productId,
          action: 'images.add',
          before: imageTrail(before),
          after: imageTrail(after),
        });
        return after;
      });
      return announced(images.map(imageView));
    },

    async updateImages(
      caller: StaffCaller,
      productId: string,
      list: { id: string; alt: string; primary: boolean }[],
    ): Promise<AdminProductImage[]> {
      const images = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const before = await imagesOf(tx, productId);
        const known = new Set(before.map((i) => i.id));
        if (list.length !== before.length || list.some((i) => !known.has(i.id)))
          throw fieldError(m.imagesMismatch, 'images');
        // Out of the way first: (product, position) is unique.
        await tx
          .update(productImages)
          .set({ position: sql`-1 - ${productImages.position}` })
          .where(eq(productImages.productId, productId));
        for (const [position, item] of list.entries()) {
          await tx
            .update(productImages)
            .set({ position, alt: item.alt, primary: item.primary })
            .where(and(eq(productImages.id, item.id), eq(productImages.productId, productId)));
        }
        const after = await syncCardImage(tx, productId);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at: now(),
          entity: 'product',
          entityId: productId,
          action: 'images.update',
          before: imageTrail(before),
          after: imageTrail(after),
        });
        return after;
      });
      return announced(images.map(imageView));
    },

    async deleteImage(caller: StaffCaller, productId: string, imageId: string): Promise<AdminProductImage[]> {
      const images = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const before = await imagesOf(tx, productId);
        const gone = before.find((i) => i.id === imageId);
        if (!gone) throw notFound(m.imageNotFound);
        await tx.delete(productImages).where(eq(productImages.id, imageId));
        const left = before.filter((i) => i.id !== imageId);
        await tx
          .update(productImages)
          .set({ position: sql`-1 - ${productImages.position}` })
          .where(eq(productImages.productId, productId));
        for (const [position, image] of left.entries()) {
          await tx
            .update(productImages)
            .set({ position, primary: gone.primary ? position === 0 : image.primary })
            .where(eq(productImages.id, image.id));
        }
        const after = await syncCardImage(tx, productId);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at: now(),
          entity: 'product',
          entityId: productId,
          action: 'images.delete',
          before: imageTrail(before),
          after: imageTrail(after),
        });
        return after;
      });
      return announced(images.map(imageView));
    },
  };
}

const isProblem = (s: SkinFilter) => SKIN_PROBLEMS.includes(s);
