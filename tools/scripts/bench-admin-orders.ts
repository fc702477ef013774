/**
 * The orders workbench under load (issue 26): `npm run bench -- --runs admin-orders` runs this per
 * database, or `npx tsx tools/scripts/bench-admin-orders.ts --db postgres --orders 100000`.
 * Fills a fresh database with synthetic paid orders (phones, e-mails, names, statuses spread over the
 * tabs), signs an owner in, serves the API on a local port in this process, and times
 * GET /admin/v1/orders (a tab with its counts; a tab with a phone search) — `--requests` calls each,
 * 4 at a time. Prints p50/p95 in ms (target p95 ≤ 100 ms on PostgreSQL).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { staffMembers } from '../../apps/api/src/db/schema';
import { createStaffSession } from '../../apps/api/src/modules/staff/sessions';
import { withBenchDatabase } from './lib/bench-database.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    orders: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
  },
});
const kind = values.db;
const count = Number(values.orders);
const requests = Number(values.requests);
if ((kind !== 'pglite' && kind !== 'postgres') || !Number.isInteger(count) || count < 100 || !(requests > 0)) {
  console.error('usage: bench-admin-orders.ts [--db pglite|postgres] [--orders 100000] [--requests 400]');
  process.exit(1);
}
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Synthetic orders in one statement: statuses spread over the tabs, phones 62812…, one line each. */
const FILL = (n: number) =>
  sql.raw(`
with s as (
  select i,
    (array['WAITING_CONFIRM','PROCESS','WAITING_COURIER','SHIPPED','DELIVERED','SUCCESS','CANCEL','EXPIRED','REQUEST_REFUND'])[1 + i % 9] as status,
    now() - (i || ' minutes')::interval as created
  from generate_series(1, ${n}) as i
)
insert into orders (invoice, contact, status, summary, address, shipping, payment_code, grand_total, expires_at, paid_at, created_at, updated_at)
select 'NMW-BENCH-' || lpad(i::text, 7, '0'),
  jsonb_build_object('name', 'Pembeli ' || i, 'email', 'pembeli' || i || '@contoh.id', 'phone', '62812' || lpad(i::text, 8, '0')),
  status,
  '{"totalItems":1,"itemsTotal":100000,"totalPrice":100000,"discountTotal":0,"discountShipping":0,"shippingAmount":10000,"serviceFee":1000,"serviceInsurance":0,"totalPointUsed":0,"point":0,"grandTotal":111000,"weightTotal":200}'::jsonb,
  jsonb_build_object('recipientName', 'Pembeli ' || i, 'phone', '62812' || lpad(i::text, 8, '0'), 'street', 'Jl. Contoh ' || i,
    'postalCode', '12810', 'label', 'Rumah', 'note', '', 'primary', true,
    'area', jsonb_build_object('province', 'DKI Jakarta', 'city', 'Jakarta Selatan', 'district', 'Tebet', 'postalCode', '12810')),
  '{"id":"jne:REG:jawa:1","group":"regular","price":10000,"shippingAgency":"JNE","serviceType":"REG","serviceName":"Reguler","serviceEst":"1-2","insurance":false,"forceInsurance":false,"insuranceAmount":0,"insurance_add_cost":0,"insurance_fee":0}'::jsonb,
  'VIRTUAL_ACCOUNT_BCA', 111000, created + interval '1 day',
  case when status in ('CANCEL','EXPIRED') then null else created + interval '5 minutes' end,
  created, created
from s`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

await withBenchDatabase(kind, pgUrl, async (dbEnv) => {
  const config = loadConfig({
    ...dbEnv,
    NODE_ENV: 'production',
    PUBLIC_API_KEY: 'bench-public-key',
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'warn',
    SEED: 'never',
  });
  const database = await openDatabase(config);
  const started = Date.now();
  await database.db.execute(FILL(count));
  await database.db.execute(sql`vacuum analyze orders`);
  const fillMs = Date.now() - started;
  const [owner] = await database.db
    .insert(staffMembers)
    .values({ email: 'bench@rona.id', name: 'Bench', roleId: 'pemilik', passwordHash: 'bench: no password login' })
    .returning({ id: staffMembers.id });
  const app = await buildApp(config, { database });
  const { token } = await createStaffSession(database.db, owner!.id, app.clock.now());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const headers = { authorization: `Bearer ${token}` };
  try {
    const runs = {
      'tab Perlu Diproses + counts': (i: number) => `/admin/v1/orders?tab=process&page=${1 + (i % 50)}&limit=20`,
      'tab + phone search (08…)': (i: number) =>
        `/admin/v1/orders?tab=confirm&search=0812${String(1 + ((i * 7919) % count)).padStart(8, '0')}`,
    };
    for (const [label, url] of Object.entries(runs)) {
      const first = await fetch(`http://127.0.0.1:${port}${url(1)}`, { headers });
      if (!first.ok) throw new Error(`${label}: ${first.status} ${await first.text()}`);
      for (let i = 0; i < 20; i++) await (await fetch(`http://127.0.0.1:${port}${url(i)}`, { headers })).arrayBuffer();
      const times: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < requests) {
          const i = next++;
          const t0 = performance.now();
          const res = await fetch(`http://127.0.0.1:${port}${url(i)}`, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${label}: ${res.status}`);
          times.push(performance.now() - t0);
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      times.sort((a, b) => a - b);
      console.log(
        `admin-orders ${kind} ${count} orders (filled in ${fillMs} ms) — ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${requests} calls, 4 at a time)`,
      );
    }
  } finally {
    await app.close();
  }
});
