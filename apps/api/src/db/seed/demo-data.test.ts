import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../client';
import * as schema from '../schema';
import { loadPoints } from '../../modules/account/points';
import { fixtureContent } from '../../testing/fixture-content';
import { freshDatabase } from '../../testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { runSeed } from './run';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let mediaDir: string;
let db: Database;
const now = new Date();

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  db = handle.db;
  mediaDir = await mkdtemp(path.join(tmpdir(), 'rona-demo-data-test-'));
  await runSeed(db, { mediaDir, publicBaseUrl: '/api', env: 'test', content: fixtureContent, now });
});
afterAll(async () => {
  await handle.close();
  await drop();
  await rm(mediaDir, { recursive: true, force: true });
});

const demoId = async () =>
  (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'demo@rona.id')))[0]!.id;

/** Issue 13: the seed data contradicted itself. */
describe("the demo member's seed data agrees with itself", () => {
  it('every points entry that names an invoice names an order that exists', async () => {
    const logs = await db
      .select()
      .from(schema.pointLogs)
      .where(eq(schema.pointLogs.userId, await demoId()));
    expect(logs.length).toBeGreaterThan(0);
    const invoices = logs.map((l) => l.invoice).filter((i): i is string => Boolean(i));
    const found = invoices.length
      ? await db
          .select({ invoice: schema.orders.invoice })
          .from(schema.orders)
          .where(inArray(schema.orders.invoice, invoices))
      : [];
    expect(found.map((o) => o.invoice).sort()).toEqual([...new Set(invoices)].sort());
  });

  it('no notification names an invoice that does not exist', async () => {
    const rows = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, await demoId()));
    const named = rows.flatMap((n) => n.description.match(/NMW-[\w-]+/g) ?? []);
    const found = named.length
      ? await db
          .select({ invoice: schema.orders.invoice })
          .from(schema.orders)
          .where(inArray(schema.orders.invoice, named))
      : [];
    expect(found.length).toBe(new Set(named).size);
  });

  it('the expiring-points notification names the figure the points tab shows', async () => {
    const points = await loadPoints(db, await demoId(), 1, 10, now);
    const [expiry] = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.title, 'Poin kamu akan kedaluwarsa'));
    const figure = Number(/^([\d.]+) poin/.exec(expiry!.description)?.[1]?.replace(/\./g, ''));
    expect(points.datas.expiredSoon.point).toBeGreaterThan(0);
    expect(figure).toBe(points.datas.expiredSoon.point);
  });

  it("the sample link page's customer-care chat goes to the shop, not to a demo account's phone", async () => {
    const [page] = await db.select().from(schema.linkPages).where(eq(schema.linkPages.id, 'contohRona01'));
    const urls = JSON.stringify(page!.widgets).match(/https:\/\/wa\.me\/\d+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      for (const account of DEMO_ACCOUNTS) expect(url).not.toContain(account.phone);
      expect(url).toBe('https://wa.me/6281110002024');
    }
  });
});
