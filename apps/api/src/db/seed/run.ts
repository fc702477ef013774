import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { seedRuns } from '../schema';
import type { SeedContent } from './content-types';
import { insertDemoAccounts } from './demo-accounts';
import { insertCategories, insertShopProducts } from './insert-catalogue';
import { insertArticles, insertPromos, insertReferenceData, writeDefaultBanners } from './insert-content';
import { insertDemoMemberData, insertRegions } from './insert-members';
import { mediaWriter } from './media-writer';
import { insertQrOffers } from './qr-offers';
import { insertDemoStaff } from './staff-accounts';
import { insertLinkPageSeed } from './link-pages';
import { refreshProductStatistics } from './statistics';
import { addSyntheticProducts } from './synthetic';

/** Bump when the content changes shape; a database seeded with an older version is left alone. */
export const CONTENT_SEED_KEY = 'content:v1';
const ACCOUNTS_SEED_KEY = 'demo-accounts:v1';

export interface SeedOptions {
  mediaDir: string;
  publicBaseUrl: string;
  env: 'development' | 'production' | 'test';
  /** Top the catalogue up to this many products with synthetic ones (0 = none). */
  products?: number;
  /** The content to insert; defaults to the shop's content in ./content. */
  content?: SeedContent;
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedReport {
  content: 'inserted' | 'present';
  demoAccounts: 'inserted' | 'present' | 'skipped';
  syntheticProducts: number;
}

async function loadShopContent(): Promise<SeedContent> {
  const c = await import('./content/index');
  return {
    categories: c.categories,
    products: c.products,
    reviews: c.reviews,
    articles: c.articles,
    promos: c.promos,
    paymentMethods: c.paymentMethods,
    couriers: c.couriers,
    banks: c.banks,
    skinQuestions: c.skinQuestions,
    banners: c.defaultBanners,
    certificates: c.certificates,
  };
}

async function once(db: DbOrTx, key: string, step: (tx: DbOrTx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(seedRuns).where(eq(seedRuns.key, key)).limit(1);
    if (done) return false;
    await step(tx);
    await tx.insert(seedRuns).values({ key });
    return true;
  });
}

/**
 * Idempotent: each step runs in a transaction and leaves a marker in seed_runs, so running the
 * seed again changes nothing; images already on disk are kept.
 */
export async function runSeed(db: DbOrTx, opts: SeedOptions): Promise<SeedReport> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const media = mediaWriter(opts.mediaDir, opts.publicBaseUrl);
  const content = opts.content ?? (await loadShopContent());

  const inserted = await once(db, CONTENT_SEED_KEY, async (tx) => {
    const ids = await insertCategories(tx, content);
    const promoDates = await insertPromos(tx, content, media, now);
    await insertShopProducts(tx, content, ids, promoDates, media, now);
    await insertArticles(tx, content, media);
    await insertReferenceData(tx, content, media);
    await refreshProductStatistics(tx);
  });
  log(inserted ? `seed: content inserted (${content.products.length} products)` : 'seed: content already present');
  writeDefaultBanners(content, media);
  if (await once(db, 'regions:v1', insertRegions)) log('seed: regions inserted');

  await once(db, 'qr-offers:v1', insertQrOffers);

  let demoAccounts: SeedReport['demoAccounts'] = 'skipped';
  if (opts.env !== 'production') {
    demoAccounts = (await once(db, ACCOUNTS_SEED_KEY, insertDemoAccounts)) ? 'inserted' : 'present';
    await once(db, 'demo-members:v1', (tx) => insertDemoMemberData(tx, now));
    // Back-office accounts, one per seeded role (the roles themselves come with migration 0009).
    await once(db, 'demo-staff:v1', insertDemoStaff);
  }

  await once(db, 'linkpage:v1', (tx) => insertLinkPageSeed(tx, { samplePage: opts.env !== 'production' }));

  let syntheticProducts = 0;
  if (opts.products && opts.products > 0) {
    syntheticProducts = await db.transaction((tx) => addSyntheticProducts(tx, content, opts.products!, media));
    if (syntheticProducts) await refreshProductStatistics(db);
    log(`seed: ${syntheticProducts} synthetic products added (target ${opts.products})`);
  }
  await media.flush();
  // Fresh planner statistics and visibility maps after bulk inserts (index-only counts, good plans).
  if (inserted || syntheticProducts) await db.execute(sql`vacuum analyze`);
  return { content: inserted ? 'inserted' : 'present', demoAccounts, syntheticProducts };
}
