import { LINK_TOOL_SITE } from '@rona/domain';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../client';
import * as schema from '../schema';
import { verifyPassword } from '../../lib/passwords';
import { fixtureContent } from '../../testing/fixture-content';
import { freshDatabase } from '../../testing/test-app';
import { ledgerMismatches } from '../../modules/stock/ledger';
import { PRODUCT_IMAGE_SIZE } from '../../media';
import { runSeed, type SeedOptions } from './run';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let mediaDir: string;
let db: Database;

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  db = handle.db;
  mediaDir = await mkdtemp(path.join(tmpdir(), 'rona-seed-test-'));
});
afterAll(async () => {
  await handle.close();
  await drop();
  await rm(mediaDir, { recursive: true, force: true });
});

const options = (extra: Partial<SeedOptions> = {}): SeedOptions => ({
  mediaDir,
  publicBaseUrl: '/api',
  env: 'test',
  content: fixtureContent,
  ...extra,
});

/** Row counts of every table plus the products' rows, to compare two states. */
async function snapshot() {
  const tables = Object.entries(schema).filter(([, v]) => typeof v === 'object' && v !== null && 'getSQL' in v) as [
    string,
    typeof schema.products,
  ][];
  const counts: Record<string, number> = {};
  for (const [name, table] of tables) counts[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  const products = await db.execute(
    sql`select slug, name, rating_avg, review_count, popularity, default_price, image from products order by slug`,
  );
  return { counts, products: (products as unknown as { rows: unknown[] }).rows };
}

describe('runSeed', () => {
  it('inserts the content, images and demo accounts, and changes nothing the second time', async () => {
    const first = await runSeed(db, options());
    expect(first).toEqual({ content: 'inserted', demoAccounts: 'inserted', syntheticProducts: 0 });
    const before = await snapshot();
    expect(before.counts.products).toBe(fixtureContent.products.length);
    expect(before.counts.reviews).toBe(fixtureContent.reviews.length);
    expect(before.counts.users).toBe(2);
    const file = path.join(mediaDir, 'products/serum-niacinamide-0.webp');
    const written = (await stat(file)).mtimeMs;

    const second = await runSeed(db, options());
    expect(second).toEqual({ content: 'present', demoAccounts: 'present', syntheticProducts: 0 });
    expect(await snapshot()).toEqual(before);
    expect((await stat(file)).mtimeMs).toBe(written);
  });

  it('writes every image it links to', async () => {
    const urls = (await db.select({ url: schema.productImages.url }).from(schema.productImages)).map((r) => r.url);
    for (const url of urls) expect(existsSync(path.join(mediaDir, url.replace('/api/media/', '')))).toBe(true);
    expect(await readdir(path.join(mediaDir, 'logos'))).toContain('courier-jne.svg');
  });

  it('publishes product photos as WebP pictures of the drawing size, marks as SVG (decision 028)', async () => {
    const photo = await sharp(await readFile(path.join(mediaDir, 'products/serum-niacinamide-0.webp'))).metadata();
    expect(photo).toMatchObject({ format: 'webp', width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE });
    expect(await readFile(path.join(mediaDir, 'logos/courier-jne.svg'), 'utf8')).toMatch(/^<svg /);
  });

  it("writes the storefront's default banners on every run: a database seeded before WebP gets them", async () => {
    const banner = path.join(mediaDir, 'banners/default-1.webp');
    await rm(banner);
    expect((await runSeed(db, options())).content).toBe('present');
    expect((await sharp(await readFile(banner)).metadata()).format).toBe('webp');
  });

  it('creates the demo member and the partner with the store site', async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, 'demo@rona.id'));
    const [partner] = await db.select().from(schema.users).where(eq(schema.users.email, 'partner@rona.id'));
    expect(await verifyPassword('RonaDemo123', demo!.passwordHash)).toBe(true);
    expect(await verifyPassword('salah', demo!.passwordHash)).toBe(false);
    expect(await verifyPassword('RonaPartner123', partner!.passwordHash)).toBe(true);
    expect(partner!.roles).toEqual([{ name: 'partner', sites: [LINK_TOOL_SITE] }]);
  });

  it('computes statistics from the reviews', async () => {
    const [vitc] = await db.select().from(schema.products).where(eq(schema.products.slug, 'serum-vitamin-c'));
    expect(vitc).toMatchObject({ ratingAvg: 5, reviewCount: 2, soldCount: 50 });
    expect(vitc!.popularity).toBeCloseTo(50 + 90000 * 0.05 + 5 * 2 * 2);
  });

  it('tops the catalogue up with synthetic products, once', async () => {
    expect((await runSeed(db, options({ products: 40 }))).syntheticProducts).toBe(36);
    expect((await runSeed(db, options({ products: 40 }))).syntheticProducts).toBe(0);
    expect((await db.select({ n: count() }).from(schema.products))[0]!.n).toBe(40);
    expect((await db.select({ n: count() }).from(schema.variants))[0]!.n).toBeGreaterThan(40);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('runSeed in production', () => {
  it('creates no demo accounts', async () => {
    const other = await freshDatabase();
    try {
      const report = await runSeed(other.handle.db, options({ env: 'production' }));
      expect(report.demoAccounts).toBe('skipped');
      expect((await other.handle.db.select({ n: count() }).from(schema.users))[0]!.n).toBe(0);
    } finally {
      await other.handle.close();
      await other.drop();
    }
  });
});

describe('runSeed with the shop content', () => {
  it('inserts every product, review and promo, and is idempotent', async () => {
    const content = await import('./content/index');
    const other = await freshDatabase();
    const media = await mkdtemp(path.join(tmpdir(), 'rona-seed-content-'));
    try {
      const now = new Date('2026-11-22T05:00:00Z');
      const opts = { mediaDir: media, publicBaseUrl: '/api', env: 'test' as const, now };
      expect((await runSeed(other.handle.db, opts)).content).toBe('inserted');
      expect((await runSeed(other.handle.db, opts)).content).toBe('present');
      const n = async (table: typeof schema.products | typeof schema.reviews | typeof schema.promos) =>
        (await other.handle.db.select({ n: count() }).from(table))[0]!.n;
      expect(await n(schema.products)).toBe(content.products.length);
      expect(await n(schema.reviews)).toBe(content.reviews.length);
      expect(await n(schema.promos)).toBe(content.promos.length);
      // The stock ledger: every seeded size's stock is its opening movement.
      expect(await ledgerMismatches(other.handle.db)).toEqual([]);
      // Harbolnas runs 00.00 WIB on 12 Desember to 23.59.59 on the 15th, its voucher exactly with it (issue 24).
      const [harbolnas] = await other.handle.db
        .select()
        .from(schema.promos)
        .where(eq(schema.promos.slug, 'harbolnas-12-12'));
      expect([harbolnas!.startDate.toISOString(), harbolnas!.endDate.toISOString()]).toEqual([
        '2026-12-11T17:00:00.000Z',
        '2026-12-15T16:59:59.000Z',
      ]);
      const [voucher] = await other.handle.db
        .select()
        .from(schema.vouchers)
        .where(eq(schema.vouchers.redeemCode, 'RONA1212'));
      expect([voucher!.startsAt, voucher!.expiresAt]).toEqual([harbolnas!.startDate, harbolnas!.endDate]);
    } finally {
      await other.handle.close();
      await other.drop();
      await rm(media, { recursive: true, force: true });
    }
  }, 120_000);
});
