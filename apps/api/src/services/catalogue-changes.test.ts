import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { runSeed } from '../db/seed/run';
import { placedMemberOrder, SERUM, variantIdsBySlug } from '../modules/orders/order-test-kit';
import { fixtureContent } from '../testing/fixture-content';
import { API_KEY, call, freshDatabase, type TestApp } from '../testing/test-app';

/**
 * Issue 25 §7: two API instances on one database, each with its response cache on for a minute. A
 * stock change on one reaches the other's cache through LISTEN/NOTIFY (decision 021): the bound is
 * the notice's trip (milliseconds), polled here for at most NOTICE_BOUND_MS; without the notice B
 * would answer the old stock for CATALOGUE_CACHE_MS.
 */
const NOTICE_BOUND_MS = 5_000;
const DETAIL = `/e-commerce/product/v1/detail/rona/${SERUM}`;

let a: FastifyInstance;
let b: FastifyInstance;
let config: Config;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const mediaRoot = await mkdtemp(path.join(tmpdir(), 'rona-api-test-'));
  config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_API_KEY: API_KEY,
      DATA_DIR: mediaRoot,
      CATALOGUE_CACHE_MS: '60000',
    }),
    pgliteDir: 'memory://',
  };
  const database = await freshDatabase();
  a = await buildApp(config, { database: database.handle });
  b = await buildApp(config, { database: await database.another() });
  await runSeed(a.db, {
    mediaDir: config.mediaDir,
    publicBaseUrl: config.publicBaseUrl,
    env: 'test',
    content: fixtureContent,
  });
  cleanup = async () => {
    await b.close();
    await a.close();
    await database.drop();
    await rm(mediaRoot, { recursive: true, force: true });
  };
});
afterAll(() => cleanup());

const stockOn = async (app: FastifyInstance) => {
  const res = await call(app, DETAIL);
  expect(res.statusCode).toBe(200);
  return res.body.result.variant[0].warehouse.stock as number;
};

describe('catalogue changes across API instances', () => {
  it("an order on A shows its stock in B's cached product answer", async () => {
    const before = await stockOn(b);
    const hits = b.responseCache.hits;
    expect(await stockOn(b)).toBe(before);
    expect(b.responseCache.hits).toBe(hits + 1); // B answers from its cache

    const ids = await variantIdsBySlug({ app: a, config, close: async () => {} } satisfies TestApp);
    await placedMemberOrder({ app: a, config, close: async () => {} }, ids[SERUM]!, 2);
    expect(await stockOn(a)).toBe(before - 2);

    await expect.poll(() => stockOn(b), { timeout: NOTICE_BOUND_MS, interval: 50 }).toBe(before - 2);
  });

  it('a change on either instance gives both the same new catalogue version (what the page servers compare)', async () => {
    const first = a.catalogueChanges.version;
    a.catalogueChanges.announce();
    expect(a.catalogueChanges.version).not.toBe(first);
    await expect
      .poll(() => b.catalogueChanges.version, { timeout: NOTICE_BOUND_MS, interval: 50 })
      .toBe(a.catalogueChanges.version);
    const second = b.catalogueChanges.version;
    b.catalogueChanges.announce();
    expect(b.catalogueChanges.version).not.toBe(second);
    await expect
      .poll(() => a.catalogueChanges.version, { timeout: NOTICE_BOUND_MS, interval: 50 })
      .toBe(b.catalogueChanges.version);
    const answered = await call(b, '/e-commerce/v1/catalogue-version', { auth: null });
    expect(answered.body.result).toEqual({ version: a.catalogueChanges.version });
  });

  it('both instances listen', () => {
    expect(a.catalogueChanges.listening).toBe(true);
    expect(b.catalogueChanges.listening).toBe(true);
  });
});
