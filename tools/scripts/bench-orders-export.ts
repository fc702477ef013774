/**
 * The orders CSV export under volume (issue 28 §7): `npm run bench -- --runs orders-export` runs this
 * per database, or `npx tsx tools/scripts/bench-orders-export.ts --db postgres --orders 100000`.
 * Fills a fresh database with synthetic orders (one or two lines each), serves the API on a local
 * port in this process, downloads GET /admin/v1/exports/orders.csv over HTTP (each chunk counted
 * and dropped) while sampling the process's heap every 20 ms, and prints the rows, the time and
 * the peak heap growth over the heap before the call (run with --expose-gc for a settled baseline);
 * then times GET /admin/v1/dashboard on the same orders.
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
  },
});
const kind = values.db;
const count = Number(values.orders);
if ((kind !== 'pglite' && kind !== 'postgres') || !Number.isInteger(count) || count < 100) {
  console.error('usage: bench-orders-export.ts [--db pglite|postgres] [--orders 100000]');
  process.exit(1);
}
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MB = 1024 * 1024;

/** Synthetic orders in one statement (placed one a minute back from now), then their lines. */
const FILL_ORDERS = (n: number) =>
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
/** Every order a line; every other order a second one. */
const FILL_LINES = sql.raw(`
insert into order_lines (order_id, position, name, size, url, image, weight, quantity, price, final_price)
select o.id, p.position, case p.position when 0 then 'Serum Niacinamide 10%' else 'Sabun Wajah "Lembut"' end,
  '20 ml', '/product/serum', '/media/serum.jpg', 100, 1 + p.position, 100000, 95000
from orders o cross join (values (0), (1)) as p(position)
where o.invoice like 'NMW-BENCH-%' and (p.position = 0 or right(o.invoice, 1) in ('0','2','4','6','8'))`);

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
  await database.db.execute(FILL_ORDERS(count));
  await database.db.execute(FILL_LINES);
  await database.db.execute(sql`analyze orders`);
  await database.db.execute(sql`analyze order_lines`);
  const fillMs = Date.now() - started;
  const [owner] = await database.db
    .insert(staffMembers)
    .values({ email: 'bench@rona.id', name: 'Bench', roleId: 'pemilik', passwordHash: 'bench: no password login' })
    .returning({ id: staffMembers.id });
  const app = await buildApp(config, { database });
  const { token } = await createStaffSession(database.db, owner!.id, app.clock.now());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const baseline = process.memoryUsage();
    let peakHeap = baseline.heapUsed;
    let peakRss = baseline.rss;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
    }, 20);
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/admin/v1/exports/orders.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let newlines = 0;
    let firstByteMs = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (!bytes) firstByteMs = performance.now() - t0;
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) newlines += 1;
    }
    const ms = performance.now() - t0;
    clearInterval(sampler);
    console.log(
      `orders-export ${kind} ${count} orders (filled in ${fillMs} ms): ${newlines - 1} rows, ${(bytes / MB).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s (first byte ${firstByteMs.toFixed(0)} ms); peak heap +${((peakHeap - baseline.heapUsed) / MB).toFixed(1)} MB over ${(baseline.heapUsed / MB).toFixed(1)} MB, peak RSS +${((peakRss - baseline.rss) / MB).toFixed(1)} MB${gc ? '' : ' (no --expose-gc: baseline not settled)'}`,
    );
    // The day at a glance on the same 100 000 orders (its queries read the tabs' indexes and the
    // waiting orders only): 20 calls one after another.
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const d0 = performance.now();
      const dash = await fetch(`http://127.0.0.1:${port}/admin/v1/dashboard`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await dash.arrayBuffer();
      if (!dash.ok) throw new Error(`dashboard: ${dash.status}`);
      times.push(performance.now() - d0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `dashboard ${kind} ${count} orders: p50 ${times[10]!.toFixed(1)} ms, max ${times[19]!.toFixed(1)} ms (20 calls)`,
    );
  } finally {
    await app.close();
  }
});
