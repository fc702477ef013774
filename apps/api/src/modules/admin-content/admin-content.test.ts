import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticleDetail, ArticleDetail, ArticleListItem } from '@rona/domain';
import { auditEntries, products } from '../../db/schema';
import { call, type TestApp } from '../../testing/test-app';
import { adminCall, createClockedTestApp, staffToken } from '../staff/staff-test-kit';

/**
 * Issue 28 §3: Pemasaran & Konten's articles through the real API on a seeded database — create,
 * edit, publish and take down, each write audited in its transaction, each refused input answered in
 * Indonesian (never a 500), 403 naming `content:write`; a future release date schedules the article
 * (the blog list, the article page and the sitemap show it only once `app.clock` reaches it); staff
 * text comes back to the shop exactly as typed (the storefront renders it as text:
 * apps/storefront/src/features/blog/article-body-safe-text.spec.tsx). The response cache is ON.
 */
let t: TestApp;
let pemasaran = '';
let katalog = '';
let productIds: string[] = [];
const minute = 60_000;
const day = 24 * 60 * minute;
let ahead = 0;
const now = () => Date.now() + ahead;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => new Date(now()) }, { CATALOGUE_CACHE_MS: '60000' });
  [pemasaran, katalog] = await Promise.all([staffToken(t.app, 'pemasaran-konten'), staffToken(t.app, 'katalog')]);
  productIds = (
    await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, true))
      .orderBy(asc(products.name))
      .limit(2)
  ).map((p) => p.id);
}, 120_000);
afterAll(() => t.close());

const ARTICLES = '/admin/v1/articles';
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = pemasaran) =>
  adminCall(t.app, method, url, { token, body });

const newArticle = (over: Record<string, unknown> = {}) => ({
  title: 'Cara Memilih Sunscreen untuk Kulit Berminyak',
  slug: 'cara-memilih-sunscreen-berminyak',
  tags: ['sunscreen', 'oily'],
  releaseDate: iso(now() - day),
  author: 'Tim Rona',
  thumbnail: '/media/uploads/sunscreen.jpg',
  shortDescription: 'Tekstur ringan dan SPF yang cukup.',
  sections: [
    { title: 'Kenapa penting', text: 'Paragraf satu.\n\nParagraf dua.' },
    { title: 'Pilihan', text: 'Gel lebih ringan.', image: { url: '/media/uploads/gel.jpg', source: 'Dok. Rona' } },
  ],
  recommendedProductIds: productIds,
  published: true,
  ...over,
});

const audits = (id: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'article'), eq(auditEntries.entityId, id)))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));

const shopList = async () =>
  ((await call(t.app, '/article/v1/list?limit=50')).body.result.datas as ArticleListItem[]).map((a) => a.slug);
const shopPage = (slug: string) => call(t.app, `/article/v1/list/${slug}`);
const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;
/** A cached answer lives CATALOGUE_CACHE_MS at most: the test lets that time pass by emptying it. */
const cacheExpires = () => t.app.responseCache.clear();

describe('writing articles', () => {
  let id = '';
  it('creates a published article with its sections and recommended products, audited, and the shop shows it at once', async () => {
    expect(await shopList()).not.toContain('cara-memilih-sunscreen-berminyak'); // warms the cache
    const res = await admin('POST', ARTICLES, newArticle());
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const a = res.body.result as AdminArticleDetail;
    id = a.id;
    expect(a).toMatchObject({ status: 'live', published: true, tags: ['sunscreen', 'oily'], author: 'Tim Rona' });
    expect(a.sections).toEqual([
      { title: 'Kenapa penting', text: 'Paragraf satu.\n\nParagraf dua.', image: null },
      { title: 'Pilihan', text: 'Gel lebih ringan.', image: { url: '/media/uploads/gel.jpg', source: 'Dok. Rona' } },
    ]);
    expect(a.recommendedProducts.map((p) => p.id)).toEqual(productIds);
    const [row] = await audits(id);
    expect(row).toMatchObject({ action: 'create', actorKind: 'staff', before: null });
    expect((row!.after as { title: string }).title).toBe('Cara Memilih Sunscreen untuk Kulit Berminyak');

    expect(await shopList()).toContain('cara-memilih-sunscreen-berminyak');
    const page = await shopPage('cara-memilih-sunscreen-berminyak');
    expect(page.statusCode).toBe(200);
    expect((page.body.result as ArticleDetail).sections[1]!.images).toMatchObject({ source: 'Dok. Rona' });
    // 'Direkomendasikan juga': the products staff chose, as shop cards in their order.
    const chosen = (page.body.result as ArticleDetail).recommendedProducts ?? [];
    expect(chosen.map((p) => p.productId)).toEqual(productIds);
    expect(chosen[0]).toHaveProperty('image');
  });

  it('edits only the fields sent, replaces the sections, and audits before/after of what changed', async () => {
    const res = await admin('PUT', `${ARTICLES}/${id}`, {
      title: 'Sunscreen untuk Kulit Berminyak',
      sections: [{ title: 'Ringkas', text: 'Satu bagian saja.' }],
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const a = res.body.result as AdminArticleDetail;
    expect(a.title).toBe('Sunscreen untuk Kulit Berminyak');
    expect(a.author).toBe('Tim Rona');
    expect(a.sections).toHaveLength(1);
    const row = (await audits(id)).at(-1)!;
    expect(row.action).toBe('update');
    expect(row.before).toMatchObject({ title: 'Cara Memilih Sunscreen untuk Kulit Berminyak' });
    expect(row.after).toMatchObject({ title: 'Sunscreen untuk Kulit Berminyak' });
    expect(Object.keys(row.after as object).sort(), JSON.stringify(row)).toEqual(['sections', 'title']);
    const page = (await shopPage('cara-memilih-sunscreen-berminyak')).body.result as ArticleDetail;
    expect(page.title).toBe('Sunscreen untuk Kulit Berminyak');
  });

  it('unpublished: the shop answers 404 and drops it from the list and sitemap; published again it is back', async () => {
    const down = await admin('PUT', `${ARTICLES}/${id}`, { published: false });
    expect(down.statusCode).toBe(200);
    expect((down.body.result as AdminArticleDetail).status).toBe('draft');
    expect((await audits(id)).at(-1)!.action).toBe('unpublish');
    const gone = await shopPage('cara-memilih-sunscreen-berminyak');
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe('Artikel tidak ditemukan');
    expect(await shopList()).not.toContain('cara-memilih-sunscreen-berminyak');
    expect(await sitemap()).not.toContain('/blog/cara-memilih-sunscreen-berminyak');

    expect((await admin('PUT', `${ARTICLES}/${id}`, { published: true })).statusCode).toBe(200);
    expect((await audits(id)).at(-1)!.action).toBe('publish');
    expect((await shopPage('cara-memilih-sunscreen-berminyak')).statusCode).toBe(200);
    expect(await sitemap()).toContain('/blog/cara-memilih-sunscreen-berminyak');
  });

  it('lists drafts, scheduled and live articles for the editor, searchable, filtered by status', async () => {
    const res = await admin('GET', `${ARTICLES}?search=sunscreen-berminyak`);
    expect(res.statusCode).toBe(200);
    expect((res.body.result as { datas: { id: string }[] }).datas.map((a) => a.id)).toEqual([id]);
    const drafts = await admin('GET', `${ARTICLES}?status=draft`);
    expect((drafts.body.result as { datas: { id: string }[] }).datas.map((a) => a.id)).not.toContain(id);
    expect((await admin('GET', `${ARTICLES}/${id}`)).body.result).toMatchObject({ id, status: 'live' });
  });

  it('refuses bad input in Indonesian with the field named, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: 'Bukan Slug!' }, 'slug', 'Slug hanya boleh huruf kecil'],
      [{ slug: 'cara-memilih-sunscreen-berminyak' }, 'slug', 'sudah dipakai'],
      [{ tags: ['skincare'] }, 'tags', 'Tag artikel tidak dikenal'],
      [{ title: '' }, 'title', 'Judul wajib diisi'],
      [{ releaseDate: 'besok' }, 'releaseDate', 'Tanggal terbit'],
      [{ sections: [] }, 'sections', 'minimal satu bagian'],
      [{ thumbnail: 'javascript:alert(1)' }, 'thumbnail', 'Alamat gambar tidak valid'],
      [{ recommendedProductIds: ['00000000-0000-4000-8000-000000000000'] }, 'recommendedProductIds', 'tidak ditemukan'],
    ];
    for (const [over, field, text] of cases) {
      const res = await admin('POST', ARTICLES, newArticle({ slug: 'artikel-baru', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toContain(text);
      expect(JSON.stringify(res.body.errors)).toContain(field);
    }
    expect((await admin('PUT', `${ARTICLES}/00000000-0000-4000-8000-000000000000`, { title: 'x' })).statusCode).toBe(
      404,
    );
    const odd = await admin('GET', `${ARTICLES}/bukan-id`);
    expect(odd.statusCode).toBe(400);
    expect(odd.body.message).toContain('Artikel tidak ditemukan');
  });

  it('answers 403 naming content:write to a role without it, and writes nothing', async () => {
    const res = await admin('POST', ARTICLES, newArticle({ slug: 'tanpa-izin' }), katalog);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toContain('content:write');
    expect((await admin('GET', `${ARTICLES}?search=tanpa-izin`)).body.result.datas).toEqual([]);
  });
});

describe('recommended products on the shop', () => {
  it('leaves out a chosen product that is hidden from the shop', async () => {
    const res = await admin('POST', ARTICLES, newArticle({ slug: 'rekomendasi-tersembunyi' }));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    await t.app.db.update(products).set({ status: false }).where(eq(products.id, productIds[0]!));
    t.app.responseCache.clear();
    const page = (await shopPage('rekomendasi-tersembunyi')).body.result as ArticleDetail;
    expect((page.recommendedProducts ?? []).map((p) => p.productId)).toEqual([productIds[1]]);
    await t.app.db.update(products).set({ status: true }).where(eq(products.id, productIds[0]!));
  });
});

describe('unsafe text typed by staff', () => {
  it('is stored and answered exactly as typed (plain text; the storefront renders it as text)', async () => {
    const text = '<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">';
    const res = await admin(
      'POST',
      ARTICLES,
      newArticle({ slug: 'teks-aman', title: '<b>Judul</b>', sections: [{ title: '<i>t</i>', text }] }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const page = (await shopPage('teks-aman')).body.result as ArticleDetail;
    expect(page.title).toBe('<b>Judul</b>');
    expect(page.sections[0]).toMatchObject({ title: '<i>t</i>', description: text });
  });
});

describe('pictures', () => {
  it('uploads a thumbnail through the media pipeline (re-encoded) and refuses a file that is not a picture', async () => {
    const boundary = '----rona-article';
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
        url: '/admin/v1/article-images',
        payload: body(bytes),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      });
    const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#c0765a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'KameraRahasia' } })
      .toBuffer();
    const ok = await send(jpeg);
    expect(ok.statusCode, ok.body).toBe(200);
    const url = (ok.json() as { result: { url: string } }).result.url;
    expect(url).toMatch(/\/media\/uploads\/.+\.jpg$/);
    const bad = await send(Buffer.from('bukan gambar'));
    expect(bad.statusCode).toBe(400);
    expect((await send(jpeg, katalog)).statusCode).toBe(403);
    // The uploaded picture is accepted as a thumbnail.
    const made = await admin('POST', ARTICLES, newArticle({ slug: 'dengan-gambar', thumbnail: url, published: false }));
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    expect((made.body.result as AdminArticleDetail).thumbnail).toBe(url);
  });
});

describe('a scheduled article', () => {
  it('appears on the blog list, its page and the sitemap when the clock reaches its release date, not before', async () => {
    const res = await admin(
      'POST',
      ARTICLES,
      newArticle({ slug: 'promo-akhir-tahun', title: 'Rahasia Kulit Akhir Tahun', releaseDate: iso(now() + 2 * day) }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect((res.body.result as AdminArticleDetail).status).toBe('scheduled');
    expect(await shopList()).not.toContain('promo-akhir-tahun');
    expect((await shopPage('promo-akhir-tahun')).statusCode).toBe(404);
    expect(await sitemap()).not.toContain('/blog/promo-akhir-tahun');

    ahead = 2 * day + minute;
    cacheExpires();
    // Two days on, the staff session has long ended (30 minutes idle): sign in again.
    pemasaran = await staffToken(t.app, 'pemasaran-konten');
    expect(await shopList()).toContain('promo-akhir-tahun');
    // 'Artikel Terbaru' is the list's first five: the newest release comes first.
    const latest = (await call(t.app, '/article/v1/list?limit=5')).body.result.datas as ArticleListItem[];
    expect(latest[0]!.slug).toBe('promo-akhir-tahun');
    expect((await shopPage('promo-akhir-tahun')).statusCode).toBe(200);
    expect(await sitemap()).toContain('/blog/promo-akhir-tahun');
    const id = (res.body.result as AdminArticleDetail).id;
    expect((await admin('GET', `${ARTICLES}/${id}`)).body.result).toMatchObject({ status: 'live' });

    // Moved ahead again by staff: gone from the shop at once until the clock gets there.
    expect((await admin('PUT', `${ARTICLES}/${id}`, { releaseDate: iso(now() + day) })).statusCode).toBe(200);
    expect(await shopList()).not.toContain('promo-akhir-tahun');
    expect((await shopPage('promo-akhir-tahun')).statusCode).toBe(404);
  });
});
