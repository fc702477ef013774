import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { discountText } from '@rona/rules';
import type {
  AdminPromoDetail,
  AdminPromoListItem,
  AdminPromoSection,
  AdminPromoSize,
  AdminPromoStatus,
  ApiErrorItem,
} from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { promos, variants, vouchers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StaffCaller } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/fill';
import { recordAudit } from '../audit/record';
import { receiveImages } from '../linkpage/uploads/receive';
import { staffActor } from '../staff/service';
import { adminPromoMessages as m } from './messages';
import {
  existingIds,
  linkSizes,
  linkVouchers,
  listPromos,
  promoById,
  replaceSections,
  searchSizes,
  sectionsOf,
  sizesOf,
  slugTaken,
  vouchersOf,
  type PromoListQuery,
  type PromoRow,
} from './repository';

const UPLOAD_FOLDER = 'uploads';

const fieldError = (message: string, field: string) => badRequest(message, [{ message, field } as ApiErrorItem]);

interface PromoFields {
  title: string;
  slug: string;
  type: 'Voucher' | 'Discount';
  startDate: string;
  endDate: string;
  thumbnail: string | null;
  banner: string | null;
  longBanner: string | null;
  sections: AdminPromoSection[];
  voucherIds: string[];
  variantIds: string[];
  position: number | null;
}
type PromoCreate = PromoFields & { published: boolean };
type PromoChange = Partial<PromoFields> & { published?: boolean };

/** Where a promo page stands at `now` (the same checks as the list's status filter). */
export const statusOf = (p: Pick<PromoRow, 'published' | 'startDate' | 'endDate'>, now: Date): AdminPromoStatus =>
  !p.published ? 'draft' : p.startDate > now ? 'scheduled' : p.endDate < now ? 'ended' : 'running';

const listItem = (p: PromoRow, counts: { voucherCount: number; sizeCount: number }, now: Date): AdminPromoListItem => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  type: p.type,
  startDate: p.startDate.toISOString(),
  endDate: p.endDate.toISOString(),
  thumbnail: p.thumbnail,
  banner: p.banner,
  longBanner: p.longBanner,
  position: p.position,
  published: p.published,
  status: statusOf(p, now),
  voucherCount: counts.voucherCount,
  sizeCount: counts.sizeCount,
});

type SizeRow = Awaited<ReturnType<typeof sizesOf>>[number];
const sizeView = (s: SizeRow): AdminPromoSize => ({
  id: s.id,
  productId: s.productId,
  productName: s.productName,
  size: s.size,
  sku: s.sku,
  price: s.price,
  discount: s.discountKind ? discountText({ kind: s.discountKind, value: s.discountValue }, s.price) : '',
  promoId: s.promoId,
});

/** What the audit trail keeps of a promo page (the changed fields only reach the row). */
async function audited(tx: DbOrTx, p: PromoRow) {
  const [sections, shown, sizes] = await Promise.all([sectionsOf(tx, p.id), vouchersOf(tx, p.id), sizesOf(tx, p.id)]);
  return {
    title: p.title,
    slug: p.slug,
    type: p.type,
    startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    thumbnail: p.thumbnail,
    banner: p.banner,
    longBanner: p.longBanner,
    position: p.position,
    published: p.published,
    sections: sections.map((s) => ({ title: s.title, description: s.description })),
    voucherIds: shown.map((v) => v.id),
    variantIds: sizes.map((s) => s.id),
  };
}

/**
 * Pemasaran & Konten's promo pages (issue 28 §2, docs/product/promotions.md): every write locks the
 * promo, is audited with its before/after in the same transaction, and is announced (the API's
 * response caches and the page servers' HTML caches drop what they hold). Section text is stored as
 * typed (plain text); the shop renders it as text, never as HTML.
 */
export function adminPromoService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();

  async function detail(tx: DbOrTx, id: string): Promise<AdminPromoDetail> {
    const p = await promoById(tx, id);
    if (!p) throw notFound(m.promoNotFound);
    const [sections, shown, sizes] = await Promise.all([sectionsOf(tx, id), vouchersOf(tx, id), sizesOf(tx, id)]);
    return {
      ...listItem(p, { voucherCount: shown.length, sizeCount: sizes.length }, now()),
      sections: sections.map((s) => ({ title: s.title, description: s.description })),
      vouchers: shown.map((v) => ({ ...v, expiresAt: v.expiresAt.toISOString() })),
      sizes: sizes.map(sizeView),
    };
  }

  async function checkLinks(
    tx: DbOrTx,
    change: { slug?: string; voucherIds?: string[]; variantIds?: string[] },
    id: string | null,
  ) {
    if (change.slug !== undefined && (await slugTaken(tx, change.slug, id)))
      throw fieldError(fill(m.slugTaken, { slug: change.slug }), 'slug');
    if (change.voucherIds && (await existingIds(tx, vouchers, change.voucherIds)) !== change.voucherIds.length)
      throw fieldError(m.voucherUnknown, 'voucherIds');
    if (change.variantIds && (await existingIds(tx, variants, change.variantIds)) !== change.variantIds.length)
      throw fieldError(m.sizeUnknown, 'variantIds');
  }

  async function writeLinks(tx: DbOrTx, id: string, change: PromoChange) {
    if (change.sections) await replaceSections(tx, id, change.sections);
    if (change.voucherIds) await linkVouchers(tx, id, change.voucherIds);
    if (change.variantIds) await linkSizes(tx, id, change.variantIds);
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
    async list(q: PromoListQuery) {
      const at = now();
      const { rows, total } = await listPromos(db, q, at);
      return {
        datas: rows.map((r) => listItem(r.promo, r, at)),
        page: {
          currentPage: q.page,
          totalPage: Math.max(1, Math.ceil(total / q.limit)),
          totalData: total,
          limit: q.limit,
        },
      };
    },

    get: (id: string) => detail(db, id),

    async sizes(q: { search?: string; limit: number }): Promise<AdminPromoSize[]> {
      return (await searchSizes(db, q.search, q.limit)).map(sizeView);
    },

    async create(caller: StaffCaller, body: PromoCreate): Promise<AdminPromoDetail> {
      const result = await slugSafe(body.slug, () =>
        db.transaction(async (tx) => {
          await checkLinks(tx, body, null);
          const [row] = await tx
            .insert(promos)
            .values({
              slug: body.slug,
              title: body.title,
              type: body.type,
              startDate: new Date(body.startDate),
              endDate: new Date(body.endDate),
              thumbnail: body.thumbnail,
              banner: body.banner,
              longBanner: body.longBanner,
              position: body.position,
              published: body.published,
            })
            .returning();
          await writeLinks(tx, row!.id, body);
          await recordAudit(tx, {
            actor: staffActor(caller),
            at: now(),
            entity: 'promo',
            entityId: row!.id,
            action: 'create',
            before: null,
            after: await audited(tx, row!),
          });
          return detail(tx, row!.id);
        }),
      );
      return announced(result);
    },

    async update(caller: StaffCaller, id: string, change: PromoChange): Promise<AdminPromoDetail> {
      const result = await slugSafe(change.slug, () =>
        db.transaction(async (tx) => {
          const before = await promoById(tx, id, true);
          if (!before) throw notFound(m.promoNotFound);
          const auditBefore = await audited(tx, before);
          await checkLinks(tx, { ...change, slug: change.slug === before.slug ? undefined : change.slug }, id);
          const startDate = change.startDate === undefined ? before.startDate : new Date(change.startDate);
          const endDate = change.endDate === undefined ? before.endDate : new Date(change.endDate);
          if (endDate <= startDate) throw fieldError(m.endBeforeStart, 'endDate');
          const [after] = await tx
            .update(promos)
            .set({
              title: change.title,
              slug: change.slug,
              type: change.type,
              startDate,
              endDate,
              thumbnail: change.thumbnail,
              banner: change.banner,
              longBanner: change.longBanner,
              position: change.position,
              published: change.published,
            })
            .where(eq(promos.id, id))
            .returning();
          await writeLinks(tx, id, change);
          await recordAudit(tx, {
            actor: staffActor(caller),
            at: now(),
            entity: 'promo',
            entityId: id,
            action:
              change.published === undefined || change.published === before.published
                ? 'update'
                : change.published
                  ? 'publish'
                  : 'unpublish',
            before: auditBefore,
            after: await audited(tx, after!),
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
