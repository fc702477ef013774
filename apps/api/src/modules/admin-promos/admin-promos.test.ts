import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPromoDetail,
  AdminPromoListItem,
  AdminPromoSize,
  AdminVoucher,
  PromoDetail,
  PromoListItem,
} from '@rona/domain';
import { auditEntries, variants, vouchers } from '../../db/schema';
import { call, type TestApp } from '../../testing/test-app';
import { adminCall, createClockedTestApp, staffToken } from '../staff/staff-test-kit';

/**
 * Issue 28 §2: Pemasaran & Konten's promo pages through the real API on a seeded database — create,
 * edit, publish and take down, each write audited in its transaction, refused input answered in
 * Indonesian (never a 500), 403 naming `promotions:write`; the shop lists a published promo while it
 * runs or is upcoming, in the carousel order staff set, and drops it after its end (`app.clock`).
 * The response cache is ON: every write must reach the cached shop answers.
 */
let t: TestApp;
let pemasaran = '';
let katalog = '';
const minute = 60_000;
const day = 24 * 60 * minute;
let ahead = 0;
const now = () => Date.now() + ahead;
const iso = (ms: number) => new Date(ms).toISOString();
let voucher: AdminVoucher;
let sizeIds: string[] = [];

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => new Date(now()) }, { CATALOGUE_CACHE_MS: '60000' });
  [pemasaran, katalog] = await Promise.all([staffToken(t.app, 'pemasaran-konten'), staffToken(t.app, 'katalog')]);
  const made = await adminCall(t.app, 'POST', '/admin/v1/vouchers', {
    token: pemasaran,
    body: {
      name: 'Voucher Promo Uji',
      audience: 'code',
      redeemCode: 'PROMOUJI',
      category: 'transaction',
      discType: 'fixed',
      discAmount: 10_000,
      startsAt: null,
      expiresAt: iso(now() + 30 * day),
      termsCondition: 'Berlaku untuk semua produk.',
    },
  });
  expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
  voucher = made.body.result as AdminVoucher;
  sizeIds = (
    await t.app.db
      .select({ id: variants.id })
      .from(variants)
      .where(isNull(variants.promoId))
      .orderBy(asc(variants.sku))
      .limit(2)
  ).map((v) => v.id);
}, 120_000);
afterAll(() => t.close());

const PROMOS = '/admin/v1/promos';
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = pemasaran) =>
  adminCall(t.app, method, url, { token, body });

const newPromo = (over: Record<string, unknown> = {}) => ({
  title: 'Promo Gajian Rona',
  slug: 'promo-gajian-rona',
  type: 'Voucher',
  startDate: iso(now() - day),
  endDate: iso(now() + 7 * day),
  thumbnail: '/media/uploads/gajian-thumb.jpg',
  banner: '/media/uploads/gajian-banner.jpg',
  longBanner: '/media/uploads/gajian-long.jpg',
  sections: [
    { title: 'Cara pakai', description: 'Masukkan kode di keranjang.' },
    { title: 'Syarat', description: 'Satu kali per member.' },
  ],
  voucherIds: [voucher.id],
  variantIds: sizeIds,
  position: null,
  published: true,
  ...over,
});

const audits = (id: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'promo'), eq(auditEntries.entityId, id)))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));

const shopList = async (limit = 50) =>
  ((await call(t.app, `/promo/v1/list-banner?limit=${limit}`)).body.result.datas as PromoListItem[]).map((p) => p.url);
const shopPage = (slug: string) => call(t.app, `/promo/v1/detail/${slug}`);
const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;

describe('writing promo pages', () => {
  let id = '';
  it('creates a published promo with sections, a voucher and discounted sizes, audited, and the shop shows it at once', async () => {
    expect(await shopList()).not.toContain('promo-gajian-rona'); // warms the cache
    const res = await admin('POST', PROMOS, newPromo());
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const p = res.body.result as AdminPromoDetail;
    id = p.id;
    expect(p).toMatchObject({ status: 'running', published: true, type: 'Voucher', voucherCount: 1, sizeCount: 2 });
    expect(p.sections.map((s) => s.title)).toEqual(['Cara pakai', 'Syarat']);
    expect(p.vouchers.map((v) => v.redeemCode)).toEqual(['PROMOUJI']);
    expect(p.sizes.map((s) => s.id).sort()).toEqual([...sizeIds].sort());
    const [row] = await audits(id);
    expect(row).toMatchObject({ action: 'create', actorKind: 'staff', before: null });
    expect(row!.after).toMatchObject({ title: 'Promo Gajian Rona', voucherIds: [voucher.id], published: true });
    const [linked] = await t.app.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(linked!.promoId).toBe(id);

    expect(await shopList()).toContain('promo-gajian-rona');
    const page = await shopPage('promo-gajian-rona');
    expect(page.statusCode).toBe(200);
    const shown = page.body.result as PromoDetail;
    expect(shown.vouchers.map((v) => v.redeem_code)).toEqual(['PROMOUJI']);
    expect(shown.sections).toEqual([
      { title: 'Cara pakai', description: 'Masukkan kode di keranjang.' },
      { title: 'Syarat', description: 'Satu kali per member.' },
    ]);
    expect(shown.discounts?.products.flatMap((x) => x.variant)).toHaveLength(2);
    expect(await sitemap()).toContain('/promo/promo-gajian-rona');
  });

  it('edits only the fields sent, replaces the lists (a voucher taken off is let go), audits before/after', async () => {
    const res = await admin('PUT', `${PROMOS}/${id}`, {
      title: 'Promo Gajian',
      sections: [{ title: 'Ringkas', description: 'Satu bagian saja.' }],
      voucherIds: [],
      variantIds: sizeIds.slice(0, 1),
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const p = res.body.result as AdminPromoDetail;
    expect(p).toMatchObject({ title: 'Promo Gajian', slug: 'promo-gajian-rona', voucherCount: 0, sizeCount: 1 });
    expect(p.sections).toEqual([{ title: 'Ringkas', description: 'Satu bagian saja.' }]);
    const [freed] = await t.app.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(freed!.promoId).toBeNull();
    const row = (await audits(id)).at(-1)!;
    expect(row.action).toBe('update');
    expect(row.before).toMatchObject({ title: 'Promo Gajian Rona', voucherIds: [voucher.id] });
    expect(row.after).toMatchObject({ title: 'Promo Gajian', voucherIds: [] });
    expect(Object.keys(row.after as object).sort()).toEqual(['sections', 'title', 'variantIds', 'voucherIds']);
    const page = (await shopPage('promo-gajian-rona')).body.result as PromoDetail;
    expect(page.title).toBe('Promo Gajian');
    expect(page.vouchers).toEqual([]);
    // Back for the rest of the file.
    expect((await admin('PUT', `${PROMOS}/${id}`, { voucherIds: [voucher.id] })).statusCode).toBe(200);
  });

  it('unpublished: the shop answers 404 and drops it from the list and sitemap; published again it is back', async () => {
    const down = await admin('PUT', `${PROMOS}/${id}`, { published: false });
    expect(down.statusCode).toBe(200);
    expect((down.body.result as AdminPromoDetail).status).toBe('draft');
    expect((await audits(id)).at(-1)!.action).toBe('unpublish');
    const gone = await shopPage('promo-gajian-rona');
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe('Promo tidak ditemukan');
    expect(await shopList()).not.toContain('promo-gajian-rona');
    expect(await sitemap()).not.toContain('/promo/promo-gajian-rona');

    expect((await admin('PUT', `${PROMOS}/${id}`, { published: true })).statusCode).toBe(200);
    expect((await audits(id)).at(-1)!.action).toBe('publish');
    expect((await shopPage('promo-gajian-rona')).statusCode).toBe(200);
    expect(await shopList()).toContain('promo-gajian-rona');
  });

  it('lists every promo for the editor, searchable and filtered by status; finds sizes by product name or SKU', async () => {
    const res = await admin('GET', `${PROMOS}?search=gajian-rona`);
    expect(res.statusCode).toBe(200);
    expect((res.body.result as { datas: AdminPromoListItem[] }).datas.map((p) => p.id)).toEqual([id]);
    const running = (await admin('GET', `${PROMOS}?status=running&limit=100`)).body.result
      .datas as AdminPromoListItem[];
    expect(running.map((p) => p.id)).toContain(id);
    expect(running.every((p) => p.status === 'running')).toBe(true);
    const drafts = (await admin('GET', `${PROMOS}?status=draft`)).body.result.datas as AdminPromoListItem[];
    expect(drafts.map((p) => p.id)).not.toContain(id);
    const [size] = (await admin('GET', `${PROMOS}/${id}`)).body.result.sizes as AdminPromoSize[];
    const found = (await admin('GET', `/admin/v1/promo-sizes?search=${size!.sku}`)).body.result as AdminPromoSize[];
    expect(found.map((s) => s.id)).toEqual([size!.id]);
    expect(found[0]!.promoId).toBe(id);
  });

  it('refuses bad input in Indonesian with the field named, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: iso(now() - 2 * day) }, 'endDate', 'Waktu berakhir harus setelah waktu mulai'],
      [{ slug: 'promo-gajian-rona' }, 'slug', 'sudah dipakai'],
      [{ slug: 'Bukan Slug!' }, 'slug', 'Slug hanya boleh huruf kecil'],
      [{ voucherIds: ['00000000-0000-4000-8000-000000000000'] }, 'voucherIds', 'Voucher yang dipilih tidak ditemukan'],
      [{ variantIds: ['00000000-0000-4000-8000-000000000000'] }, 'variantIds', 'Ukuran produk yang dipilih'],
      [{ type: 'Gratis' }, 'type', 'Pilih jenis promo'],
      [{ title: '' }, 'title', 'Judul promo wajib diisi'],
      [{ startDate: 'besok' }, 'startDate', 'Waktu mulai'],
      [{ thumbnail: 'javascript:alert(1)' }, 'thumbnail', 'Alamat gambar tidak valid'],
      [{ sections: [{ title: 'Tanpa isi', description: '' }] }, 'sections', 'Isi bagian wajib diisi'],
    ];
    for (const [over, field, text] of cases) {
      const res = await admin(
        'POST',
        PROMOS,
        newPromo({ slug: 'promo-baru', voucherIds: [], variantIds: [], ...over }),
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toContain(text);
      expect(JSON.stringify(res.body.errors)).toContain(field);
    }
    // An edit whose new end falls before the promo's start, the other date unchanged.
    const [one] = (await admin('GET', `${PROMOS}?search=gajian-rona`)).body.result.datas as AdminPromoListItem[];
    const early = await admin('PUT', `${PROMOS}/${one!.id}`, {
      endDate: iso(new Date(one!.startDate).getTime() - minute),
    });
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe('Waktu berakhir harus setelah waktu mulai');
    expect((await admin('PUT', `${PROMOS}/00000000-0000-4000-8000-000000000000`, { title: 'x' })).statusCode).toBe(404);
    const odd = await admin('GET', `${PROMOS}/bukan-id`);
    expect(odd.statusCode).toBe(400);
    expect(odd.body.message).toContain('Promo tidak ditemukan');
  });

  it('answers 403 naming promotions:write to a role without it, and writes nothing', async () => {
    const res = await admin('POST', PROMOS, newPromo({ slug: 'tanpa-izin', voucherIds: [] }), katalog);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toContain('promotions:write');
    expect((await admin('GET', `${PROMOS}?search=tanpa-izin`)).body.result.datas).toEqual([]);
    expect((await admin('GET', PROMOS, undefined, katalog)).statusCode).toBe(403);
  });
});

describe('unsafe text typed by staff', () => {
  it('is stored and answered exactly as typed (plain text; the storefront renders it as text)', async () => {
    const text = '<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">';
    const res = await admin(
      'POST',
      PROMOS,
      newPromo({
        slug: 'teks-aman',
        title: '<b>Judul</b>',
        voucherIds: [],
        variantIds: [],
        sections: [{ title: '<i>t</i>', description: text }],
      }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const page = (await shopPage('teks-aman')).body.result as PromoDetail;
    expect(page.title).toBe('<b>Judul</b>');
    expect(page.sections[0]).toEqual({ title: '<i>t</i>', description: text });
  });
});

describe('the home promo carousel', () => {
  it('shows published promos in the order staff set, then the others; a draft nowhere', async () => {
    const make = async (slug: string, over: Record<string, unknown>) => {
      const res = await admin('POST', PROMOS, newPromo({ slug, title: slug, voucherIds: [], variantIds: [], ...over }));
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return (res.body.result as AdminPromoDetail).id;
    };
    await make('urutan-dua', { position: 2 });
    await make('urutan-satu', { position: 1, startDate: iso(now() - 3 * day) });
    await make('draf-urutan-nol', { position: 1, published: false });
    // The carousel's first page (the spec's page size, 6).
    const first = await shopList(6);
    expect(first.slice(0, 2)).toEqual(['urutan-satu', 'urutan-dua']);
    expect(first).toHaveLength(6);
    expect(await shopList()).not.toContain('draf-urutan-nol');
    expect((await shopPage('draf-urutan-nol')).statusCode).toBe(404);
  });
});

describe('pictures', () => {
  it('uploads a banner through the media pipeline (re-encoded, EXIF gone) and refuses a file that is not a picture', async () => {
    const boundary = '----rona-promo';
    const body = (bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const send = (bytes: Buffer, token = pemasaran) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/v1/promo-images',
        payload: body(bytes),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      });
    const jpeg = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c0765a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'KameraRahasia' } })
      .toBuffer();
    const ok = await send(jpeg);
    expect(ok.statusCode, ok.body).toBe(200);
    const url = (ok.json() as { result: { url: string } }).result.url;
    expect(url).toMatch(/\/media\/uploads\/.+\.jpg$/);
    const bytes = await readFile(path.join(t.config.mediaDir, url.replace(/^.*\/media\//, '')));
    expect(jpeg.includes(Buffer.from('KameraRahasia'))).toBe(true);
    expect(bytes.includes(Buffer.from('KameraRahasia'))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const bad = await send(Buffer.from('bukan gambar'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: false });
    expect((await send(jpeg, katalog)).statusCode).toBe(403);
    const made = await admin(
      'POST',
      PROMOS,
      newPromo({ slug: 'dengan-banner', banner: url, voucherIds: [], variantIds: [] }),
    );
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    expect((made.body.result as AdminPromoDetail).banner).toBe(url);
  });
});

describe('a promo on the clock', () => {
  it('is listed while upcoming and running, and gone from the list after its end', async () => {
    const res = await admin(
      'POST',
      PROMOS,
      newPromo({
        slug: 'promo-12-12',
        title: 'Harbolnas',
        startDate: iso(now() + 2 * day),
        endDate: iso(now() + 4 * day),
        voucherIds: [],
        variantIds: [],
      }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.result as AdminPromoDetail).id;
    expect((res.body.result as AdminPromoDetail).status).toBe('scheduled');
    expect(await shopList()).toContain('promo-12-12');

    ahead = 3 * day;
    t.app.responseCache.clear();
    pemasaran = await staffToken(t.app, 'pemasaran-konten');
    expect(await shopList()).toContain('promo-12-12');
    expect((await admin('GET', `${PROMOS}/${id}`)).body.result).toMatchObject({ status: 'running' });

    ahead = 4 * day + minute;
    t.app.responseCache.clear();
    pemasaran = await staffToken(t.app, 'pemasaran-konten');
    expect(await shopList()).not.toContain('promo-12-12');
    expect((await admin('GET', `${PROMOS}/${id}`)).body.result).toMatchObject({ status: 'ended' });
  });
});
