import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, imageVariantUrl, type AdminProductDetail, type AdminProductImage } from '@rona/domain';
import { auditEntries, categories, products, subcategories } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { placedMemberOrder, SOAP, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, staffToken } from '../staff/staff-test-kit';

/**
 * Issue 27 §1, §4, §6: Katalog's products through the real API on a seeded database — create, edit,
 * hide and publish, slugs that keep their old URL, photos through the media pipeline — each write
 * audited, each refused input answered in Indonesian (never a 500), and the shop's own answers
 * changed on the next request with the response cache ON (CATALOGUE_CACHE_MS 60 s).
 */
let t: TestApp;
let katalog = '';
let gudang = '';
let pemilik = '';
let perawatan = '';
let serum = '';
let sabunWajah = '';

const DETAIL = '/e-commerce/product/v1/detail/rona';
const PRODUCTS = '/admin/v1/products';

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
  [katalog, gudang, pemilik] = await Promise.all([
    staffToken(t.app, 'katalog'),
    staffToken(t.app, 'gudang'),
    staffToken(t.app, 'pemilik'),
  ]);
  const [cat] = await t.app.db.select().from(categories).where(eq(categories.slug, 'perawatan'));
  const subs = await t.app.db.select().from(subcategories);
  perawatan = cat!.id;
  serum = subs.find((s) => s.slug === 'serum')!.id;
  sabunWajah = subs.find((s) => s.slug === 'sabun-wajah')!.id;
}, 120_000);
afterAll(() => t.close());

const productIdOf = async (slug: string) =>
  (await t.app.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = katalog) =>
  adminCall(t.app, method, url, { token, body });

const audits = (productId: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'product'), eq(auditEntries.entityId, productId)))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));

const newProduct = (over: Record<string, unknown> = {}) => ({
  name: 'Toner Centella',
  slug: 'toner-centella',
  categoryId: perawatan,
  subcategoryId: serum,
  skinTypes: ['Kering', 'Sensitif'],
  skinProblems: ['Jerawat'],
  description: 'Toner menenangkan kulit.',
  warning: 'Hanya untuk pemakaian luar.',
  howToUse: 'Tuang ke kapas, usapkan.',
  composition: 'Air, Centella Asiatica',
  video: 'https://www.youtube.com/watch?v=abcdef12345',
  bpom: 'NA18230100999',
  ...over,
});

const listNames = async (query = '') =>
  ((await call(t.app, `/e-commerce/product/v1/all${query}`)).body.result.datas as { name: string }[]).map(
    (p) => p.name,
  );

describe('creating a product', () => {
  it('creates it hidden with the fields sent, the skin values split as the editor shows them, and an audit row', async () => {
    const res = await admin('POST', PRODUCTS, newProduct());
    expect(res.statusCode, res.body.message).toBe(200);
    const p = res.body.result as AdminProductDetail;
    expect(p).toMatchObject({
      name: 'Toner Centella',
      slug: 'toner-centella',
      published: false,
      skinTypes: ['Kering', 'Sensitif'],
      skinProblems: ['Jerawat'],
      video: 'https://www.youtube.com/watch?v=abcdef12345',
      bpom: 'NA18230100999',
      images: [],
      sizes: [],
      oldSlugs: [],
      url: null,
    });
    const [row] = await audits(p.productId);
    expect(row).toMatchObject({ action: 'create', actorKind: 'staff', actorName: expect.any(String) });
    expect(row!.after).toMatchObject({ name: 'Toner Centella', slug: 'toner-centella', published: false });
    // Found by the back office's search, hidden or not; not in the shop's list.
    const found = await admin('GET', `${PRODUCTS}?search=centella`);
    expect(found.body.result.datas).toEqual([
      expect.objectContaining({ productId: p.productId, published: false, sizeCount: 0 }),
    ]);
    expect(await listNames('?search=centella')).toEqual([]);
    expect((await admin('GET', `${PRODUCTS}/${p.productId}`)).body.result).toEqual(p);
  });

  it('will not publish a product without a size, and says so', async () => {
    const id = await productIdOf('toner-centella');
    const res = await admin('PUT', `${PRODUCTS}/${id}`, { published: true });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Produk belum punya ukuran: tambahkan minimal satu ukuran sebelum ditampilkan');
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'published' })]);
  });

  it('will not publish a product whose sizes are all disabled: 400 at the field, still hidden, no audit row', async () => {
    const created = await admin('POST', PRODUCTS, newProduct({ name: 'Toner Nonaktif', slug: 'toner-nonaktif' }));
    expect(created.statusCode, created.body.message).toBe(200);
    const id = (created.body.result as AdminProductDetail).productId;
    const sized = await admin('POST', `${PRODUCTS}/${id}/variants`, {
      size: '50 ml',
      sku: 'RONA-TONER-NONAKTIF-50',
      price: 90_000,
      weight: 100,
      enabled: false,
    });
    expect(sized.statusCode, sized.body.message).toBe(200);
    const trail = await audits(id);

    const res = await admin('PUT', `${PRODUCTS}/${id}`, { published: true });
    const message = 'Semua ukuran produk ini nonaktif: aktifkan minimal satu ukuran sebelum ditampilkan';
    expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ field: 'published', message }]);
    expect((await admin('GET', `${PRODUCTS}/${id}`)).body.result.published).toBe(false);
    expect(await audits(id)).toEqual(trail);

    // Once a size is enabled it publishes.
    const variantId = (sized.body.result as { id: string }).id;
    expect((await admin('PUT', `/admin/v1/variants/${variantId}`, { enabled: true })).statusCode).toBe(200);
    const publish = await admin('PUT', `${PRODUCTS}/${id}`, { published: true });
    expect(publish.statusCode, publish.body.message).toBe(200);
    expect(publish.body.result.published).toBe(true);
    expect((await admin('PUT', `${PRODUCTS}/${id}`, { published: false })).statusCode).toBe(200);
  });

  it.each([
    [
      { slug: 'Toner Baru' },
      'Slug hanya boleh huruf kecil, angka dan tanda hubung (-), tanpa spasi, contoh: serum-niacinamide-10',
    ],
    [{ slug: 'serum-niacinamide' }, 'Slug serum-niacinamide sudah dipakai produk lain; pilih slug lain'],
    [{ slug: '' }, 'Slug wajib diisi'],
    [{ name: '   ' }, 'Nama produk wajib diisi'],
    [{ video: 'https://vimeo.com/12345678' }, 'Link video harus link YouTube (https://www.youtube.com/watch?v=…)'],
    [{ skinTypes: ['Jerawat'] }, 'Jenis kulit tidak dikenal'],
    [{ skinProblems: ['Normal'] }, 'Masalah kulit tidak dikenal'],
    [{ categoryId: 'bukan-id' }, 'Kategori wajib dipilih'],
    [{ subcategoryId: '00000000-0000-4000-8000-000000000000' }, 'Subkategori tidak dikenal'],
    [{ subcategoryId: 'sabun' }, 'Subkategori wajib dipilih'],
    [{ description: '' }, 'Deskripsi wajib diisi'],
    [{ bpom: 'X'.repeat(41) }, 'Nomor BPOM maksimal 40 karakter'],
  ])('refuses %o with its Indonesian message', async (over, message) => {
    const res = await admin('POST', PRODUCTS, newProduct({ slug: 'produk-salah', ...over }));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors?.map((e) => e.message)).toContain(message);
  });

  it('refuses a subcategory of another category', async () => {
    const res = await admin('POST', PRODUCTS, newProduct({ slug: 'produk-salah', subcategoryId: sabunWajah }));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Subkategori ini bukan bagian dari kategori yang dipilih');
  });

  it('an empty change is refused, hostile bodies never get a 500', async () => {
    const id = await productIdOf('toner-centella');
    expect((await admin('PUT', `${PRODUCTS}/${id}`, {})).body.message).toBe('Tidak ada yang diubah');
    for (const body of [{ published: 'ya' }, { name: 42 }, { slug: ['a'] }, { skinTypes: 'Normal' }, []]) {
      const res = await admin('PUT', `${PRODUCTS}/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await admin('PUT', `${PRODUCTS}/00000000-0000-4000-8000-000000000000`, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Produk tidak ditemukan');
  });
});

describe('permissions', () => {
  it('403 names catalogue:write for staff without it, on reads and writes', async () => {
    const id = await productIdOf('serum-vitamin-c');
    for (const [method, url, body] of [
      ['GET', PRODUCTS],
      ['GET', `${PRODUCTS}/${id}`],
      ['POST', PRODUCTS, newProduct({ slug: 'milik-gudang' })],
      ['PUT', `${PRODUCTS}/${id}`, { name: 'Diubah Gudang' }],
    ] as const) {
      const res = await admin(method, url, body, gudang);
      expect(res.statusCode, url).toBe(403);
      expect(res.body.message).toContain('catalogue:write');
    }
    expect((await admin('GET', `${PRODUCTS}/${id}`, undefined, pemilik)).statusCode).toBe(200);
  });
});

describe('what shoppers see changes on the next request (response cache on)', () => {
  it('a new name shows in the product API, the list and search right after the edit', async () => {
    const id = await productIdOf('serum-vitamin-c');
    // Read first, so the cache holds the old answers.
    expect((await call(t.app, `${DETAIL}/serum-vitamin-c-30-ml`)).body.result.name).toBe('Serum Vitamin C');
    expect(await listNames()).toContain('Serum Vitamin C');
    const version = (await call(t.app, '/e-commerce/v1/catalogue-version', { auth: null })).body.result.version;
    const res = await admin('PUT', `${PRODUCTS}/${id}`, { name: 'Serum Vitamin C Cerah' });
    expect(res.statusCode, res.body.message).toBe(200);
    expect((await call(t.app, `${DETAIL}/serum-vitamin-c-30-ml`)).body.result.name).toBe('Serum Vitamin C Cerah');
    expect(await listNames()).toContain('Serum Vitamin C Cerah');
    expect(await listNames('?search=cerah')).toEqual(['Serum Vitamin C Cerah']);
    // The page servers' cue: the version moved.
    const after = (await call(t.app, '/e-commerce/v1/catalogue-version', { auth: null })).body.result.version;
    expect(after).not.toBe(version);
    const [row] = (await audits(id)).slice(-1);
    expect(row).toMatchObject({
      action: 'update',
      before: { name: 'Serum Vitamin C' },
      after: { name: 'Serum Vitamin C Cerah' },
    });
  });
});

describe('hiding and publishing', () => {
  const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const suggestions = async (q: string) =>
    (
      (await call(t.app, `/e-commerce/product/v1/suggestion?search=${q}`)).body.result.products as { url: string }[]
    ).map((p) => p.url);
  const recommended = async () =>
    ((await call(t.app, '/e-commerce/product/v1/recommendation?limit=30')).body.result as { name: string }[]).map(
      (p) => p.name,
    );

  it('a hidden product answers 404 and leaves the list, search, suggestions, the sitemap and recommendations; publishing brings it back', async () => {
    const id = await productIdOf('sabun-wajah-lembut');
    const item = 'sabun-wajah-lembut-100-ml';
    const name = (await call(t.app, `${DETAIL}/${item}`)).body.result.name as string;
    expect(await listNames()).toContain(name);
    expect(await sitemap()).toContain(item);
    expect(await suggestions('sabun')).toContain(`rona/${item}`);
    expect(await recommended()).toContain(name);

    const hide = await admin('PUT', `${PRODUCTS}/${id}`, { published: false });
    expect(hide.statusCode).toBe(200);
    expect(hide.body.result.published).toBe(false);
    const page = await call(t.app, `${DETAIL}/${item}`);
    expect(page.statusCode).toBe(404);
    expect(page.body.message).toBe('Produk tidak ditemukan');
    expect(await listNames()).not.toContain(name);
    expect(await listNames('?search=sabun')).not.toContain(name);
    expect(await suggestions('sabun')).not.toContain(`rona/${item}`);
    expect(await sitemap()).not.toContain(item);
    expect(await recommended()).not.toContain(name);
    // Still in the back office.
    expect((await admin('GET', `${PRODUCTS}?status=hidden&search=lembut`)).body.result.datas).toHaveLength(1);

    const publish = await admin('PUT', `${PRODUCTS}/${id}`, { published: true });
    expect(publish.statusCode).toBe(200);
    expect((await call(t.app, `${DETAIL}/${item}`)).statusCode).toBe(200);
    expect(await listNames()).toContain(name);
    expect(await sitemap()).toContain(item);
    expect((await audits(id)).map((a) => a.action)).toEqual(['hide', 'publish']);
    expect((await audits(id))[0]).toMatchObject({ before: { published: true }, after: { published: false } });
  });
});

describe('a hidden product in past orders', () => {
  it('stays in a buyer’s order and the back office’s order as it was bought', async () => {
    const soap = (await variantIdsBySlug(t))[SOAP]!;
    const { m, invoice } = await placedMemberOrder(t, soap);
    const id = await productIdOf('sabun-wajah-lembut');
    const name = (await call(t.app, `${DETAIL}/${SOAP}`)).body.result.name as string;
    await admin('PUT', `${PRODUCTS}/${id}`, { published: false });
    try {
      const own = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
      expect(own.statusCode).toBe(200);
      expect(JSON.stringify(own.body.result)).toContain(name);
      const staff = await admin('GET', `/admin/v1/orders/${invoice}`, undefined, pemilik);
      expect(staff.statusCode).toBe(200);
      expect(JSON.stringify(staff.body.result)).toContain(name);
    } finally {
      await admin('PUT', `${PRODUCTS}/${id}`, { published: true });
    }
  });
});

describe('slugs', () => {
  it('a changed slug moves every size’s URL and the old ones answer 308 to the new ones, for good', async () => {
    const id = await productIdOf('serum-niacinamide');
    const res = await admin('PUT', `${PRODUCTS}/${id}`, { slug: 'serum-niacinamide-10' });
    expect(res.statusCode, res.body.message).toBe(200);
    const p = res.body.result as AdminProductDetail;
    expect(p.slug).toBe('serum-niacinamide-10');
    expect(p.oldSlugs).toEqual(['serum-niacinamide']);
    expect(p.sizes.map((s) => s.url)).toEqual(['rona/serum-niacinamide-10-20-ml', 'rona/serum-niacinamide-10-50-ml']);

    const old = await call(t.app, `${DETAIL}/serum-niacinamide-20-ml?reviewPage=2`);
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe('serum-niacinamide-10-20-ml?reviewPage=2');
    expect(old.body.result).toEqual({ url: 'rona/serum-niacinamide-10-20-ml' });
    const fresh = await call(t.app, `${DETAIL}/serum-niacinamide-10-20-ml`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body.result.variant[0].url).toBe('rona/serum-niacinamide-10-20-ml');
    expect(await t.app.inject({ method: 'GET', url: '/sitemap.xml' }).then((r) => r.body)).toContain(
      'serum-niacinamide-10-20-ml',
    );

    // Another product may not take the old slug: its URLs still lead here.
    const other = await productIdOf('sabun-lama');
    const taken = await admin('PUT', `${PRODUCTS}/${other}`, { slug: 'serum-niacinamide' });
    expect(taken.statusCode).toBe(400);
    expect(taken.body.message).toBe('Slug serum-niacinamide sudah dipakai produk lain; pilih slug lain');

    // A second move: the first URLs lead straight to the newest, no chain.
    expect((await admin('PUT', `${PRODUCTS}/${id}`, { slug: 'serum-niacinamide-baru' })).statusCode).toBe(200);
    expect((await call(t.app, `${DETAIL}/serum-niacinamide-20-ml`)).headers.location).toBe(
      'serum-niacinamide-baru-20-ml',
    );
    expect((await call(t.app, `${DETAIL}/serum-niacinamide-10-50-ml`)).headers.location).toBe(
      'serum-niacinamide-baru-50-ml',
    );

    // Taking its first slug back: those URLs are live again, the others redirect to them.
    const back = await admin('PUT', `${PRODUCTS}/${id}`, { slug: 'serum-niacinamide' });
    expect(back.body.result.oldSlugs.sort()).toEqual(['serum-niacinamide-10', 'serum-niacinamide-baru']);
    expect((await call(t.app, `${DETAIL}/serum-niacinamide-20-ml`)).statusCode).toBe(200);
    expect((await call(t.app, `${DETAIL}/serum-niacinamide-baru-20-ml`)).headers.location).toBe(
      'serum-niacinamide-20-ml',
    );
    expect((await audits(id)).filter((a) => a.action === 'update').map((a) => a.after)).toEqual([
      { slug: 'serum-niacinamide-10' },
      { slug: 'serum-niacinamide-baru' },
      { slug: 'serum-niacinamide' },
    ]);
  });

  it('an old URL of a hidden product is a 404, not a redirect', async () => {
    const id = await productIdOf('serum-niacinamide');
    await admin('PUT', `${PRODUCTS}/${id}`, { published: false });
    try {
      expect((await call(t.app, `${DETAIL}/serum-niacinamide-10-20-ml`)).statusCode).toBe(404);
    } finally {
      await admin('PUT', `${PRODUCTS}/${id}`, { published: true });
    }
  });
});

describe('photos', () => {
  const boundary = '----ronaProductPhotos';
  function multipart(files: { bytes: Buffer; name?: string; type?: string }[]) {
    const chunks: Buffer[] = [];
    for (const f of files) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${f.name ?? 'foto.jpg'}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
        ),
        f.bytes,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(chunks);
  }
  async function upload(productId: string, files: { bytes: Buffer; name?: string; type?: string }[], token = katalog) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS}/${productId}/images`,
      payload: multipart(files),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    return { statusCode: res.statusCode, body: res.json() as { message: string; result: AdminProductImage[] } };
  }
  const stored = (url: string) => path.join(t.config.mediaDir, url.replace(/^.*\/media\//, ''));
  const photo = (colour: string) =>
    sharp({ create: { width: 1400, height: 1400, channels: 3, background: colour } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'KameraRahasia', Copyright: 'JejakLokasi' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' },
      })
      .toBuffer();

  it('uploads photos re-encoded without EXIF, with srcset widths, the first primary; reorders, retexts and deletes them', async () => {
    const id = await productIdOf('toner-centella');
    const jpeg = await photo('#c0765a');
    expect(jpeg.includes(Buffer.from('KameraRahasia'))).toBe(true);
    const res = await upload(id, [{ bytes: jpeg }, { bytes: await photo('#2a6f4e') }]);
    expect(res.statusCode, res.body.message).toBe(200);
    const images = res.body.result;
    expect(images.map((i) => [i.position, i.primary, i.alt])).toEqual([
      [0, true, 'Toner Centella'],
      [1, false, 'Toner Centella'],
    ]);
    for (const image of images) {
      const bytes = await readFile(stored(image.url));
      expect(bytes.includes(Buffer.from('KameraRahasia'))).toBe(false);
      expect(bytes.includes(Buffer.from('JejakLokasi'))).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(image.srcSet).toContain('-w640.webp 640w');
      expect((await stat(stored(imageVariantUrl(image.url, 640)!))).size).toBeGreaterThan(0);
    }

    // The second first, primary, with its own alt text: the list's card follows the primary.
    const [a, b] = images as [AdminProductImage, AdminProductImage];
    const reorder = await admin('PUT', `${PRODUCTS}/${id}/images`, {
      images: [
        { id: b.id, alt: 'Botol toner hijau', primary: true },
        { id: a.id, alt: 'Toner dari samping' },
      ],
    });
    expect(reorder.statusCode, reorder.body.message).toBe(200);
    expect((reorder.body.result as AdminProductImage[]).map((i) => [i.id, i.position, i.primary, i.alt])).toEqual([
      [b.id, 0, true, 'Botol toner hijau'],
      [a.id, 1, false, 'Toner dari samping'],
    ]);
    const [card] = await t.app.db.select().from(products).where(eq(products.id, id));
    expect([card!.image, card!.imageAlt]).toEqual([b.url, 'Botol toner hijau']);

    const twoPrimaries = await admin('PUT', `${PRODUCTS}/${id}/images`, {
      images: [
        { id: b.id, alt: 'x', primary: true },
        { id: a.id, alt: 'y', primary: true },
      ],
    });
    expect(twoPrimaries.statusCode).toBe(400);
    expect(twoPrimaries.body.errors?.map((e) => e.message)).toContain('Pilih tepat satu foto utama');
    const partial = await admin('PUT', `${PRODUCTS}/${id}/images`, { images: [{ id: b.id, alt: 'x', primary: true }] });
    expect(partial.body.message).toBe('Daftar foto harus memuat setiap foto produk ini tepat satu kali');

    // Deleting the primary: the next one becomes primary.
    const del = await admin('DELETE', `${PRODUCTS}/${id}/images/${b.id}`);
    expect(del.statusCode).toBe(200);
    expect((del.body.result as AdminProductImage[]).map((i) => [i.id, i.position, i.primary])).toEqual([
      [a.id, 0, true],
    ]);
    expect((await admin('DELETE', `${PRODUCTS}/${id}/images/${b.id}`)).statusCode).toBe(404);
    expect((await audits(id)).map((r) => r.action).filter((x) => x.startsWith('images'))).toEqual([
      'images.add',
      'images.update',
      'images.delete',
    ]);
  });

  it('refuses a file that is not a picture (400) and one over 5 MB (413), in Indonesian', async () => {
    const id = await productIdOf('toner-centella');
    const text = await upload(id, [{ bytes: Buffer.from('bukan gambar sama sekali'), name: 'a.jpg' }]);
    expect(text.statusCode).toBe(400);
    expect(text.body.message).toBe('File harus berupa gambar (jpg, png, webp atau gif)');
    const big = Buffer.concat([await photo('#000000'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const huge = await upload(id, [{ bytes: big }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.body.message).toBe('File Gambar terlalu besar!');
    const forbidden = await upload(id, [{ bytes: await photo('#ffffff') }], gudang);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.message).toContain('catalogue:write');
  });
});

describe('the sizes in the editor', () => {
  it('shows a product’s sizes read-only with price and stock', async () => {
    const id = await productIdOf('serum-vitamin-c');
    const res = await admin('GET', `${PRODUCTS}/${id}`);
    expect(res.body.result.sizes).toEqual([
      expect.objectContaining({ size: '30 ml', url: 'rona/serum-vitamin-c-30-ml', stock: 5, enabled: true }),
    ]);
  });
});
