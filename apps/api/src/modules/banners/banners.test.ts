import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBanner, AdminCertificate, HomeBanner } from '@rona/domain';
import { auditEntries, banners, certificates } from '../../db/schema';
import { call, type TestApp } from '../../testing/test-app';
import { adminCall, createClockedTestApp, staffToken, type Method } from '../staff/staff-test-kit';

/**
 * Home banners and the about page's certificates (issue 28 §2, docs/product/banners.md): a banner
 * shows while the app clock is inside its window (no write when it starts or ends), in staff's
 * order; only `promotions:write` writes; every write is audited with its before/after; bad input
 * is a 400 in Indonesian. The clock is the real one plus `ahead`, which a test moves.
 */
let t: TestApp;
let pemasaran = '';
let katalog = '';
let ahead = 0;
const hour = 3_600_000;
const now = () => Date.now() + ahead;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => new Date(now()) });
  pemasaran = await staffToken(t.app, 'pemasaran-konten');
  katalog = await staffToken(t.app, 'katalog');
}, 60_000);
afterAll(() => t.close());

const admin = (method: Method, url: string, body?: unknown, token: string | null = pemasaran) =>
  adminCall(t.app, method, url, { token, body });

const bannerBody = (over: Record<string, unknown> = {}) => ({
  title: 'Promo 12.12',
  link: '/promo/flash-sale-serum',
  image: '/media/banners/12-12.jpg',
  longImage: '/media/banners/12-12-long.jpg',
  alt: 'Diskon 12.12 hingga 50%',
  showFrom: null,
  showUntil: null,
  active: true,
  ...over,
});

const createBanner = async (over: Record<string, unknown> = {}) => {
  const res = await admin('POST', '/admin/v1/banners', bannerBody(over));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as AdminBanner;
};
const shown = async () => {
  const res = await call(t.app, '/content/v1/home-banners');
  expect(res.statusCode).toBe(200);
  return (res.body.result as HomeBanner[]).map((b) => b.title);
};
const audits = (entity: string, id: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, id)))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));
const cacheExpires = () => t.app.responseCache.clear();
/** Starts each test from no staff banner (the seed's examples are switched off). */
const clearBanners = () => t.app.db.delete(banners);

describe('home banners on the shop', () => {
  it("shows none while the seed's examples are switched off (the shop then shows the promos' banners)", async () => {
    const seeded = await t.app.db.select().from(banners);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((b) => !b.active)).toBe(true);
    expect(await shown()).toEqual([]);
  });

  it('a scheduled banner appears when the clock reaches its start and disappears at its end, with no write', async () => {
    await clearBanners();
    const minute = 60_000;
    const start = now() + 20 * minute;
    const made = await createBanner({
      title: 'Harbolnas 12.12',
      showFrom: iso(start),
      showUntil: iso(start + 5 * minute),
    });
    expect(made.status).toBe('scheduled');
    expect(await shown()).toEqual([]);

    // The clock moves (staff write nothing); the API's cached answer has expired by then.
    ahead += 21 * minute;
    cacheExpires();
    expect(await shown()).toEqual(['Harbolnas 12.12']);
    const listed = (await admin('GET', '/admin/v1/banners')).body.result as AdminBanner[];
    expect(listed.find((b) => b.id === made.id)?.status).toBe('live');

    ahead += 5 * minute;
    cacheExpires();
    expect(await shown()).toEqual([]);
    const after = (await admin('GET', '/admin/v1/banners')).body.result as AdminBanner[];
    expect(after.find((b) => b.id === made.id)?.status).toBe('ended');
  });

  it("shows the banners in staff's order, a switched-off one not at all, and answers the shop's shape", async () => {
    await clearBanners();
    const a = await createBanner({ title: 'A' });
    const b = await createBanner({ title: 'B' });
    const c = await createBanner({ title: 'C' });
    await createBanner({ title: 'Mati', active: false });
    expect(await shown()).toEqual(['A', 'B', 'C']);

    const list = (await admin('GET', '/admin/v1/banners')).body.result as AdminBanner[];
    const off = list.find((x) => x.title === 'Mati')!;
    expect(off.status).toBe('off');
    const order = [c.id, off.id, a.id, b.id];
    const res = await admin('PUT', '/admin/v1/banner-order', { ids: order });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect((res.body.result as AdminBanner[]).map((x) => x.id)).toEqual(order);
    expect(await shown()).toEqual(['C', 'A', 'B']);

    const first = (await call(t.app, '/content/v1/home-banners')).body.result as HomeBanner[];
    expect(first[0]).toEqual({
      title: 'C',
      alt: 'Diskon 12.12 hingga 50%',
      link: '/promo/flash-sale-serum',
      image: '/media/banners/12-12.jpg',
      longImage: '/media/banners/12-12-long.jpg',
    });

    // An order that leaves a banner out (or names one twice) is refused and changes nothing.
    const partial = await admin('PUT', '/admin/v1/banner-order', { ids: [a.id, b.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.body.message).toMatch(/setiap banner tepat satu kali/);
    expect((await admin('PUT', '/admin/v1/banner-order', { ids: [a.id, a.id, b.id, c.id] })).statusCode).toBe(400);
    expect(await shown()).toEqual(['C', 'A', 'B']);
  });

  it('an edit that ends a banner now takes it off the shop at once, and a deleted one is gone', async () => {
    await clearBanners();
    const live = await createBanner({ title: 'Tayang', showFrom: iso(now() - hour) });
    expect(await shown()).toEqual(['Tayang']);
    const ended = await admin(
      'PUT',
      `/admin/v1/banners/${live.id}`,
      bannerBody({ title: 'Tayang', showFrom: iso(now() - hour), showUntil: iso(now()) }),
    );
    expect(ended.statusCode, JSON.stringify(ended.body)).toBe(200);
    expect((ended.body.result as AdminBanner).status).toBe('ended');
    expect(await shown()).toEqual([]);

    const other = await createBanner({ title: 'Dihapus' });
    expect(await shown()).toEqual(['Dihapus']);
    expect((await admin('DELETE', `/admin/v1/banners/${other.id}`)).statusCode).toBe(200);
    expect(await shown()).toEqual([]);
    expect((await admin('DELETE', `/admin/v1/banners/${other.id}`)).statusCode).toBe(404);
  });

  it('reaches the shop past the API response cache: a write is announced', async () => {
    await clearBanners();
    const cached = await createClockedTestApp({ now: () => new Date(now()) }, { CATALOGUE_CACHE_MS: '60000' });
    try {
      const token = await staffToken(cached.app, 'pemasaran-konten');
      await cached.app.db.delete(banners);
      const read = async () =>
        ((await call(cached.app, '/content/v1/home-banners')).body.result as HomeBanner[]).map((b) => b.title);
      expect(await read()).toEqual([]);
      const res = await adminCall(cached.app, 'POST', '/admin/v1/banners', {
        token,
        body: bannerBody({ title: 'Baru' }),
      });
      expect(res.statusCode).toBe(200);
      expect(await read()).toEqual(['Baru']);
    } finally {
      await cached.close();
    }
  }, 60_000);
});

describe('banner writes', () => {
  it('are audited with their before and after in the same transaction', async () => {
    await clearBanners();
    const made = await createBanner({ title: 'Diaudit' });
    const [created] = await audits('banner', made.id);
    expect(created).toMatchObject({ action: 'create', actorKind: 'staff', before: null });
    expect(created!.after).toMatchObject({ title: 'Diaudit', link: '/promo/flash-sale-serum', active: true });

    await admin('PUT', `/admin/v1/banners/${made.id}`, bannerBody({ title: 'Diaudit', active: false }));
    const updated = (await audits('banner', made.id)).at(-1)!;
    expect(updated).toMatchObject({ action: 'update', before: { active: true }, after: { active: false } });

    const second = await createBanner({ title: 'Kedua' });
    await admin('PUT', '/admin/v1/banner-order', { ids: [second.id, made.id] });
    const reorder = (await audits('banner', 'home')).at(-1)!;
    expect(reorder).toMatchObject({
      action: 'reorder',
      before: { order: [made.id, second.id] },
      after: { order: [second.id, made.id] },
    });

    await admin('DELETE', `/admin/v1/banners/${made.id}`);
    const deleted = (await audits('banner', made.id)).at(-1)!;
    expect(deleted).toMatchObject({ action: 'delete', after: null });
    expect(deleted.before).toMatchObject({ title: 'Diaudit' });

    // A refused write leaves no row.
    const count = (await audits('banner', second.id)).length;
    await admin('PUT', `/admin/v1/banners/${second.id}`, bannerBody({ link: 'https://contoh.com' }));
    expect(await audits('banner', second.id)).toHaveLength(count);
  });

  it('need promotions:write: Katalog 403, no session 401, a member 401', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/v1/banners', undefined],
      ['POST', '/admin/v1/banners', bannerBody()],
      ['PUT', '/admin/v1/banner-order', { ids: ['00000000-0000-4000-8000-000000000000'] }],
      ['GET', '/admin/v1/certificates', undefined],
      ['POST', '/admin/v1/certificates', { title: 'X', issuer: 'Y', image: '/media/x.jpg' }],
    ] as const) {
      const refused = await admin(method, url, body, katalog);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.body.message).toContain('promotions:write');
      expect((await admin(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each([
    [
      'an end before the start',
      { showFrom: '2026-12-12T00:00:00+07:00', showUntil: '2026-12-11T00:00:00+07:00' },
      /Tayang sampai harus setelah tayang mulai/,
    ],
    [
      'an end equal to the start',
      { showFrom: '2026-12-12T00:00:00+07:00', showUntil: '2026-12-12T00:00:00+07:00' },
      /Tayang sampai harus setelah/,
    ],
    ['a link to another site', { link: 'https://toko-lain.com/promo' }, /alamat di dalam toko/],
    ['a protocol-relative link', { link: '//toko-lain.com' }, /alamat di dalam toko/],
    ['a backslash link', { link: '/\\toko-lain.com' }, /alamat di dalam toko/],
    ['a script link', { link: 'javascript:alert(1)' }, /alamat di dalam toko/],
    ['a picture with a script address', { image: 'javascript:alert(1)' }, /Alamat gambar tidak valid/],
    ['no picture', { longImage: '' }, /Gambar wajib diunggah/],
    ['no alt text', { alt: ' ' }, /Teks alternatif wajib diisi/],
    ['a date without a time zone', { showFrom: '2026-12-12' }, /Tayang mulai harus tanggal dan jam yang valid/],
  ])('refuses %s with a 400 in Indonesian', async (_name, over, message) => {
    const res = await admin('POST', '/admin/v1/banners', bannerBody(over));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(message);
  });

  it('uploads a picture through the media pipeline (re-encoded) and refuses a file that is not a picture', async () => {
    const boundary = '----rona-banner';
    const send = (url: string, bytes: Buffer, token = pemasaran) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      });
    const jpeg = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c0765a' } })
      .jpeg()
      .toBuffer();
    for (const [url, folder] of [
      ['/admin/v1/banner-images', 'banners'],
      ['/admin/v1/certificate-images', 'certificates'],
    ] as const) {
      const ok = await send(url, jpeg);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((ok.json() as { result: { url: string } }).result.url).toMatch(new RegExp(`/media/${folder}/.+\\.jpg$`));
      const bad = await send(url, Buffer.from('bukan gambar'));
      expect(bad.statusCode).toBe(400);
      expect((await send(url, jpeg, katalog)).statusCode).toBe(403);
    }
  });
});

describe('certificates', () => {
  const publicTitles = async () =>
    ((await call(t.app, '/content/v1/certificates')).body.result as { title: string }[]).map((c) => c.title);

  it("are added, edited, reordered and deleted, the about page's list following, each write audited", async () => {
    const seeded = (await admin('GET', '/admin/v1/certificates')).body.result as AdminCertificate[];
    expect(seeded.length).toBeGreaterThan(0);
    expect(await publicTitles()).toEqual(seeded.map((c) => c.title));

    const res = await admin('POST', '/admin/v1/certificates', {
      title: 'SNI',
      issuer: 'Badan Standardisasi Nasional',
      image: '/media/certificates/sni.jpg',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const sni = res.body.result as AdminCertificate;
    expect((await publicTitles()).at(-1)).toBe('SNI');
    expect((await audits('certificate', sni.id))[0]).toMatchObject({ action: 'create', before: null });

    const edited = await admin('PUT', `/admin/v1/certificates/${sni.id}`, {
      title: 'SNI 16-4399',
      issuer: 'BSN',
      image: '/media/certificates/sni.jpg',
    });
    expect(edited.statusCode).toBe(200);
    expect((await audits('certificate', sni.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { title: 'SNI', issuer: 'Badan Standardisasi Nasional' },
      after: { title: 'SNI 16-4399', issuer: 'BSN' },
    });

    const ids = [sni.id, ...seeded.map((c) => c.id).reverse()];
    const ordered = await admin('PUT', '/admin/v1/certificate-order', { ids });
    expect(ordered.statusCode, JSON.stringify(ordered.body)).toBe(200);
    expect(await publicTitles()).toEqual(['SNI 16-4399', ...seeded.map((c) => c.title).reverse()]);
    expect((await audits('certificate', 'about')).at(-1)).toMatchObject({ action: 'reorder', after: { order: ids } });

    expect((await admin('DELETE', `/admin/v1/certificates/${sni.id}`)).statusCode).toBe(200);
    expect(await publicTitles()).toEqual(seeded.map((c) => c.title).reverse());
    expect((await audits('certificate', sni.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    const left = await t.app.db
      .select()
      .from(certificates)
      .where(inArray(certificates.id, [sni.id]));
    expect(left).toEqual([]);
  });

  it('refuses a missing issuer, a script picture and an unknown id', async () => {
    const noIssuer = await admin('POST', '/admin/v1/certificates', { title: 'X', issuer: '', image: '/media/x.jpg' });
    expect(noIssuer.statusCode).toBe(400);
    expect(noIssuer.body.message).toMatch(/Penerbit wajib diisi/);
    const script = await admin('POST', '/admin/v1/certificates', {
      title: 'X',
      issuer: 'Y',
      image: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
    const unknown = await admin('PUT', '/admin/v1/certificates/00000000-0000-4000-8000-000000000000', {
      title: 'X',
      issuer: 'Y',
      image: '/media/x.jpg',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Sertifikat tidak ditemukan');
    expect(
      (await admin('PUT', '/admin/v1/certificates/bukan-id', { title: 'X', issuer: 'Y', image: '/media/x.jpg' }))
        .statusCode,
    ).toBe(400);
  });
});
