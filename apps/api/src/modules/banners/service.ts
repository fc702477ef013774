import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { BANNERS_MAX, bannerStatus, type AdminBanner, type AdminCertificate, type HomeBanner } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { banners, certificates } from '../../db/schema';
import type { StaffCaller } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { fill } from '../../lib/fill';
import { recordAudit } from '../audit/record';
import { receiveImages } from '../linkpage/uploads/receive';
import { staffActor } from '../staff/service';
import { bannerMessages as m } from './messages';
import {
  allBanners,
  allCertificates,
  bannerById,
  certificateById,
  lockAll,
  nextPosition,
  setPositions,
  showingBanners,
  type BannerRow,
  type CertificateRow,
} from './repository';

/** What staff send for a banner (validated by the contract: a shop path, an end after the start). */
export interface BannerFields {
  title: string;
  link: string;
  image: string;
  longImage: string;
  alt: string;
  showFrom: string | null;
  showUntil: string | null;
  active: boolean;
}
export interface CertificateFields {
  title: string;
  issuer: string;
  image: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const bannerView = (b: BannerRow, now: Date): AdminBanner => ({
  id: b.id,
  position: b.position,
  title: b.title,
  link: b.link,
  image: b.image,
  longImage: b.longImage,
  alt: b.alt,
  showFrom: iso(b.showFrom),
  showUntil: iso(b.showUntil),
  active: b.active,
  status: bannerStatus(b, now),
});

/** What the audit trail keeps of a banner (the changed fields only reach the row). */
const bannerAudit = (b: BannerRow) => {
  const { id: _id, position: _position, subtitle: _subtitle, thumbnail: _thumbnail, ...rest } = b;
  return { ...rest, showFrom: iso(b.showFrom), showUntil: iso(b.showUntil) };
};

const certificateView = (c: CertificateRow): AdminCertificate => ({
  id: c.id,
  position: c.position,
  title: c.title,
  issuer: c.issuer,
  image: c.image,
});
const certificateAudit = ({ title, issuer, image }: CertificateRow) => ({ title, issuer, image });

const bannerValues = (f: BannerFields) => ({
  title: f.title,
  link: f.link,
  image: f.image,
  longImage: f.longImage,
  // The seed's thumbnail column: the picture itself.
  thumbnail: f.image,
  alt: f.alt,
  showFrom: f.showFrom ? new Date(f.showFrom) : null,
  showUntil: f.showUntil ? new Date(f.showUntil) : null,
  active: f.active,
});

/**
 * Home banners and certificates (issue 28 §2, docs/product/banners.md). Every write is audited
 * with its before/after in its transaction and announced as a catalogue change (the API's cached
 * answers and the page servers' HTML are dropped), so the shop shows it on the next request. A
 * banner's window needs no write: the shop's answer is read against the app clock.
 */
export function bannerService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();
  const announced = <T>(result: T): T => {
    app.catalogueChanges.announce();
    return result;
  };
  const audit = (
    tx: DbOrTx,
    caller: StaffCaller,
    entity: string,
    entityId: string,
    action: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => recordAudit(tx, { actor: staffActor(caller), at: now(), entity, entityId, action, before, after });

  /** A new order must name every row once (the contract refuses duplicates). */
  async function reorder(tx: DbOrTx, table: typeof banners | typeof certificates, ids: string[], thing: string) {
    const rows = await lockAll(tx, table);
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw badRequest(fill(m.orderIncomplete, { thing }), [
        { message: fill(m.orderIncomplete, { thing }), field: 'ids' },
      ]);
    await setPositions(tx, table, ids);
    return rows.map((r) => r.id);
  }

  async function upload(caller: StaffCaller, request: FastifyRequest, folder: string) {
    const [url] = await receiveImages(request, app.mediaStorage, folder, 1, {
      userId: caller.staffId,
      limiter: app.rateLimiter,
    });
    return { url: url! };
  }

  return {
    /** The shop's home banners showing now. */
    async showing(): Promise<HomeBanner[]> {
      return (await showingBanners(db, now())).map((b) => ({
        title: b.title,
        alt: b.alt || b.title,
        link: b.link,
        image: b.image,
        longImage: b.longImage,
      }));
    },

    async banners(): Promise<AdminBanner[]> {
      const at = now();
      return (await allBanners(db)).map((b) => bannerView(b, at));
    },

    async createBanner(caller: StaffCaller, fields: BannerFields): Promise<AdminBanner> {
      const row = await db.transaction(async (tx) => {
        await lockAll(tx, banners);
        const { position, count } = await nextPosition(tx, banners);
        if (count >= BANNERS_MAX) throw badRequest(fill(m.tooMany, { max: BANNERS_MAX, thing: 'banner' }));
        const [made] = await tx
          .insert(banners)
          .values({ ...bannerValues(fields), position, subtitle: '' })
          .returning();
        await audit(tx, caller, 'banner', made!.id, 'create', null, bannerAudit(made!));
        return made!;
      });
      return announced(bannerView(row, now()));
    },

    async updateBanner(caller: StaffCaller, id: string, fields: BannerFields): Promise<AdminBanner> {
      const row = await db.transaction(async (tx) => {
        const before = await bannerById(tx, id, true);
        if (!before) throw notFound(m.bannerNotFound);
        const [after] = await tx.update(banners).set(bannerValues(fields)).where(eq(banners.id, id)).returning();
        await audit(tx, caller, 'banner', id, 'update', bannerAudit(before), bannerAudit(after!));
        return after!;
      });
      return announced(bannerView(row, now()));
    },

    async deleteBanner(caller: StaffCaller, id: string) {
      await db.transaction(async (tx) => {
        const before = await bannerById(tx, id, true);
        if (!before) throw notFound(m.bannerNotFound);
        await tx.delete(banners).where(eq(banners.id, id));
        await audit(tx, caller, 'banner', id, 'delete', bannerAudit(before), null);
      });
      return announced({ id });
    },

    async orderBanners(caller: StaffCaller, ids: string[]): Promise<AdminBanner[]> {
      await db.transaction(async (tx) => {
        const before = await reorder(tx, banners, ids, 'banner');
        await audit(tx, caller, 'banner', 'home', 'reorder', { order: before }, { order: ids });
      });
      return announced(await this.banners());
    },

    uploadBannerImage: (caller: StaffCaller, request: FastifyRequest) => upload(caller, request, 'banners'),

    async certificates(): Promise<AdminCertificate[]> {
      return (await allCertificates(db)).map(certificateView);
    },

    async createCertificate(caller: StaffCaller, fields: CertificateFields): Promise<AdminCertificate> {
      const row = await db.transaction(async (tx) => {
        await lockAll(tx, certificates);
        const { position, count } = await nextPosition(tx, certificates);
        if (count >= BANNERS_MAX) throw badRequest(fill(m.tooMany, { max: BANNERS_MAX, thing: 'sertifikat' }));
        const [made] = await tx
          .insert(certificates)
          .values({ ...fields, position })
          .returning();
        await audit(tx, caller, 'certificate', made!.id, 'create', null, certificateAudit(made!));
        return made!;
      });
      return announced(certificateView(row));
    },

    async updateCertificate(caller: StaffCaller, id: string, fields: CertificateFields): Promise<AdminCertificate> {
      const row = await db.transaction(async (tx) => {
        const before = await certificateById(tx, id, true);
        if (!before) throw notFound(m.certificateNotFound);
        const [after] = await tx
          .update(certificates)
          .set({ title: fields.title, issuer: fields.issuer, image: fields.image })
          .where(eq(certificates.id, id))
          .returning();
        await audit(tx, caller, 'certificate', id, 'update', certificateAudit(before), certificateAudit(after!));
        return after!;
      });
      return announced(certificateView(row));
    },

    async deleteCertificate(caller: StaffCaller, id: string) {
      await db.transaction(async (tx) => {
        const before = await certificateById(tx, id, true);
        if (!before) throw notFound(m.certificateNotFound);
        await tx.delete(certificates).where(eq(certificates.id, id));
        await audit(tx, caller, 'certificate', id, 'delete', certificateAudit(before), null);
      });
      return announced({ id });
    },

    async orderCertificates(caller: StaffCaller, ids: string[]): Promise<AdminCertificate[]> {
      await db.transaction(async (tx) => {
        const before = await reorder(tx, certificates, ids, 'sertifikat');
        await audit(tx, caller, 'certificate', 'about', 'reorder', { order: before }, { order: ids });
      });
      return announced(await this.certificates());
    },

    uploadCertificateImage: (caller: StaffCaller, request: FastifyRequest) => upload(caller, request, 'certificates'),
  };
}
