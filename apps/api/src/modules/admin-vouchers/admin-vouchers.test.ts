import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVoucher, AdminVoucherUse, AdminVoucherUsage, ShippingService } from '@rona/domain';
import { transactionVoucherOf } from '@rona/rules';
import { auditEntries, orders, voucherUses, vouchers } from '../../db/schema';
import { call, type TestApp } from '../../testing/test-app';
import type { TestMember } from '../../testing/members';
import { createOrderCall, memberWithAddress, SERUM, setStock, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, createClockedTestApp, staffToken } from '../staff/staff-test-kit';

/**
 * Vouchers in the back office (issue 28 §1): create, edit, validate, the key, the audit trail, and
 * what the shop's cart and checkout make of an edit. The app's clock runs with the real one plus
 * `ahead`, which a test moves forward to reach a voucher's new end or start (the cart, the checkout,
 * the order and the back office all read `app.clock`).
 */
let t: TestApp;
let pemasaran = '';
let ids: Record<string, string> = {};
const minute = 60_000;
const day = 24 * 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();
let ahead = 0;
/** The app's time, in milliseconds. */
const now = () => Date.now() + ahead;

beforeAll(async () => {
  // With the response cache on, as in production: an edit must reach the cached promo page.
  t = await createClockedTestApp({ now: () => new Date(now()) }, { CATALOGUE_CACHE_MS: '60000' });
  pemasaran = await staffToken(t.app, 'pemasaran-konten');
  ids = await variantIdsBySlug(t);
  await setStock(t, [ids[SERUM]!], 5_000);
}, 60_000);
afterAll(() => t.close());

const uniqueCode = () => `RN${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Diskon Member Rp15.000',
  audience: 'code',
  redeemCode: uniqueCode(),
  category: 'transaction',
  discType: 'fixed',
  discAmount: 15_000,
  maxDiscount: 0,
  minimumTransaction: 0,
  startsAt: iso(now() - day),
  expiresAt: iso(now() + 10 * day),
  usageLimit: null,
  perMemberLimit: null,
  termsCondition: '1. Berlaku untuk semua produk.',
  ...over,
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await adminCall(t.app, 'POST', '/admin/v1/vouchers', { token: pemasaran, body: body(over) });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as AdminVoucher;
};
/** PUT with every field of the voucher as it is, changed by `over`. */
const edit = (v: AdminVoucher, over: Record<string, unknown>, token = pemasaran) =>
  adminCall(t.app, 'PUT', `/admin/v1/vouchers/${v.id}`, {
    token,
    body: {
      name: v.name,
      audience: v.audience,
      redeemCode: v.redeemCode,
      category: v.category,
      discType: v.discType,
      discAmount: v.discAmount,
      maxDiscount: v.maxDiscount,
      minimumTransaction: v.minimumTransaction,
      startsAt: v.startsAt,
      expiresAt: v.expiresAt,
      usageLimit: v.usageLimit,
      perMemberLimit: v.perMemberLimit,
      termsCondition: v.termsCondition,
      ...over,
    },
  });
const auditOf = (id: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'voucher'), eq(auditEntries.entityId, id)))
    .orderBy(auditEntries.at);

/**
 * A member types the code at the cart (any case), then a checkout of 2 serums with a courier and a
 * payment method: answers the checkout and the total on screen.
 */
async function claimedCheckout(m: TestMember, code: string) {
  await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM], quantity: 2 });
  const claimed = await m.call('PUT', '/e-commerce/cart/v1/update', { redeemCode: code.toLowerCase() });
  expect(claimed.statusCode, claimed.body.message).toBe(200);
  const id = (await m.call('GET', '/e-commerce/checkout/v1/new-checkout')).body.result.id as string;
  const services = (
    await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`)
  ).body.result.services as ShippingService[];
  await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
    shipping: { id: services.find((s) => !s.insurance)!.id, insurance: false },
  });
  const view = (
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
      payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
    })
  ).body.result;
  return { id, grandTotal: view.summary.grandTotal as number, vouchers: view.vouchers as { name: string }[] };
}

describe('POST /admin/v1/vouchers', () => {
  it('Pemasaran creates a voucher: stored as written (code in capitals), listed with its status, audited', async () => {
    const code = uniqueCode();
    const v = await create({ redeemCode: code.toLowerCase(), usageLimit: 100, perMemberLimit: 1 });
    expect(v).toMatchObject({
      name: 'Diskon Member Rp15.000',
      audience: 'code',
      redeemCode: code,
      category: 'transaction',
      discType: 'fixed',
      discAmount: 15_000,
      usageLimit: 100,
      perMemberLimit: 1,
      status: 'active',
      locked: false,
      usage: { orders: 0, members: 0, discount: 0 },
    });
    expect(v.code).toMatch(/^VC-[0-9A-F]{8}$/);
    const [row] = await t.app.db.select().from(vouchers).where(eq(vouchers.id, v.id));
    expect(row!.redeemCode).toBe(code);
    const [audit] = await auditOf(v.id);
    expect(audit).toMatchObject({ action: 'voucher.create', actorName: 'Pemasaran Rona', before: null });
    expect(audit!.after).toMatchObject({ redeemCode: code, discAmount: 15_000, usageLimit: 100 });

    const found = await adminCall(t.app, 'GET', `/admin/v1/vouchers?search=${code.toLowerCase()}`, {
      token: pemasaran,
    });
    expect(found.statusCode).toBe(200);
    expect((found.body.result.datas as AdminVoucher[]).map((d) => d.id)).toEqual([v.id]);
  });

  it('a voucher for everyone has no redeem code; a scheduled one says so, and the status filter finds it', async () => {
    const open = await create({ audience: 'everyone', redeemCode: 'ABAIKAN' });
    expect(open).toMatchObject({ audience: 'everyone', redeemCode: null });
    const later = await create({ startsAt: iso(now() + 2 * day), expiresAt: iso(now() + 5 * day) });
    expect(later.status).toBe('scheduled');
    const scheduled = await adminCall(t.app, 'GET', '/admin/v1/vouchers?status=scheduled&limit=100', {
      token: pemasaran,
    });
    const list = scheduled.body.result.datas as AdminVoucher[];
    expect(list.map((d) => d.id)).toContain(later.id);
    expect(list.every((d) => d.status === 'scheduled')).toBe(true);
  });

  it.each([
    [
      'the end before the start',
      { startsAt: iso(now() + day), expiresAt: iso(now()) },
      'expiresAt',
      /Waktu berakhir harus setelah waktu mulai/,
    ],
    [
      'a percentage over 100',
      { discType: 'percentage', discAmount: 150 },
      'discAmount',
      /Persentase potongan harus 1–100/,
    ],
    ['a percentage of 0', { discType: 'percentage', discAmount: 0 }, 'discAmount', /Persentase potongan harus 1–100/],
    ['cents', { discAmount: 1500.5 }, 'discAmount', /rupiah bulat/],
    [
      'a negative minimum',
      { minimumTransaction: -1 },
      'minimumTransaction',
      /Minimal transaksi tidak boleh kurang dari 0/,
    ],
    ['a code with a space', { redeemCode: 'RONA HEMAT' }, 'redeemCode', /huruf, angka atau tanda hubung/],
    ['a code too short', { redeemCode: 'AB' }, 'redeemCode', /4–20 karakter/],
    ['no code for a coded voucher', { redeemCode: null }, 'redeemCode', /Kode voucher wajib diisi/],
    ['no name', { name: '  ' }, 'name', /Nama voucher wajib diisi/],
    ['a limit of 0', { usageLimit: 0 }, 'usageLimit', /Kuota total minimal 1/],
    [
      'a date without its zone',
      { startsAt: '2026-12-12 00:00' },
      'startsAt',
      /Waktu mulai harus tanggal dan jam yang valid/,
    ],
  ])('refuses %s with a 400 in Indonesian on its field', async (_, over, field, message) => {
    const res = await adminCall(t.app, 'POST', '/admin/v1/vouchers', { token: pemasaran, body: body(over) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, message: expect.stringMatching(message) }));
  });

  it('a redeem code is unique whatever its case (against the seed and new vouchers, on create and edit)', async () => {
    const seeded = await adminCall(t.app, 'POST', '/admin/v1/vouchers', {
      token: pemasaran,
      body: body({ redeemCode: 'ronaongkir' }),
    });
    expect(seeded.statusCode).toBe(409);
    expect(seeded.body.errors).toEqual([
      {
        field: 'redeemCode',
        message: 'Kode voucher RONAONGKIR sudah dipakai voucher lain (huruf besar/kecil dianggap sama)',
      },
    ]);
    const code = uniqueCode();
    await create({ redeemCode: code });
    expect(
      (
        await adminCall(t.app, 'POST', '/admin/v1/vouchers', {
          token: pemasaran,
          body: body({ redeemCode: code.toLowerCase() }),
        })
      ).statusCode,
    ).toBe(409);
    const other = await create();
    const renamed = await edit(other, { redeemCode: code.toLowerCase() });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.body.message).toMatch(/sudah dipakai voucher lain/);
    // Its own code, in another case, is no clash.
    expect((await edit(other, { redeemCode: other.redeemCode!.toLowerCase() })).statusCode).toBe(200);
  });

  it('staff without promotions:write get 403 naming the key; nothing is written', async () => {
    const gudang = await staffToken(t.app, 'gudang');
    const before = (await t.app.db.select({ id: vouchers.id }).from(vouchers)).length;
    const res = await adminCall(t.app, 'POST', '/admin/v1/vouchers', { token: gudang, body: body() });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toContain('promotions:write');
    expect((await t.app.db.select({ id: vouchers.id }).from(vouchers)).length).toBe(before);
    const list = await adminCall(t.app, 'GET', '/admin/v1/vouchers', { token: gudang });
    expect(list.statusCode).toBe(403);
  });
});

describe('PUT /admin/v1/vouchers/{id}', () => {
  it('records the changed fields only, before and after, by the staff member', async () => {
    const v = await create();
    const res = await edit(v, { name: 'Diskon Member Rp20.000', discAmount: 20_000 });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Diskon Member Rp20.000', discAmount: 20_000 });
    const [, update] = await auditOf(v.id);
    expect(update).toMatchObject({
      action: 'voucher.update',
      actorName: 'Pemasaran Rona',
      before: { name: 'Diskon Member Rp15.000', discAmount: 15_000 },
      after: { name: 'Diskon Member Rp20.000', discAmount: 20_000 },
    });
    expect(
      (
        await adminCall(t.app, 'PUT', '/admin/v1/vouchers/00000000-0000-4000-8000-000000000000', {
          token: pemasaran,
          body: body(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the promo page a voucher shows on forgets the old voucher at once (the response cache is cleared), and a deactivated one', async () => {
    const page = async () =>
      ((await call(t.app, '/promo/v1/detail/voucher-ongkir')).body.result.vouchers as { name: string }[]).map(
        (v) => v.name,
      );
    expect(await page()).toEqual(['Gratis Ongkir']);
    const [row] = await t.app.db.select().from(vouchers).where(eq(vouchers.redeemCode, 'RONAONGKIR'));
    const v = (await adminCall(t.app, 'GET', `/admin/v1/vouchers/${row!.id}`, { token: pemasaran })).body
      .result as AdminVoucher;
    expect((await edit(v, { name: 'Gratis Ongkir Rp10.000' })).statusCode).toBe(200);
    expect(await page()).toEqual(['Gratis Ongkir Rp10.000']);

    // Switched off: no longer offered on the promo page, nor counted on its card.
    const count = async () =>
      (
        (await call(t.app, '/promo/v1/list-banner?limit=50&page=1')).body.result.datas as {
          url: string;
          count_voucher: number;
        }[]
      ).find((p) => p.url === 'voucher-ongkir')?.count_voucher;
    expect(await count()).toBe(1);
    const off = await adminCall(t.app, 'POST', `/admin/v1/vouchers/${v.id}/deactivate`, { token: pemasaran });
    expect(off.statusCode).toBe(200);
    expect(await page()).toEqual([]);
    expect(await count()).toBe(0);
  });
});

describe('a voucher edited after shoppers used it', () => {
  let v: AdminVoucher;
  const placed: string[] = [];

  /** Edits the voucher and keeps what the API answered as the voucher to edit next. */
  const change = async (over: Record<string, unknown>) => {
    const res = await edit(v, over);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    v = res.body.result as AdminVoucher;
    return v;
  };
  const order = async (m: TestMember) => {
    const shown = await claimedCheckout(m, v.redeemCode!);
    return createOrderCall(m, shown.id, { grandTotal: shown.grandTotal });
  };
  const place = async () => {
    const res = await order(await memberWithAddress(t));
    expect(res.statusCode, res.body.message).toBe(200);
    placed.push(res.body.result.order.invoice_number as string);
  };

  it('its window and limits are honoured at checkout after each edit', async () => {
    v = await create({ usageLimit: 10 });
    await place();

    // The limit lowered to what is used: the next order is refused, a checkout open before included.
    const waiting = await memberWithAddress(t);
    const shown = await claimedCheckout(waiting, v.redeemCode!);
    await change({ usageLimit: 1 });
    const full = await createOrderCall(waiting, shown.id, { grandTotal: shown.grandTotal });
    expect(full.statusCode).toBe(409);
    expect(full.body.result.vouchers[0]).toMatchObject({ usable: false, reason: 'Kuota promo sudah habis' });

    // A new limit: accepted again.
    await change({ usageLimit: 4 });
    await place();

    // Ended early, ten minutes from now: once the clock passes that end, 'Bayar' is refused.
    const late = await memberWithAddress(t);
    const before = await claimedCheckout(late, v.redeemCode!);
    expect((await change({ expiresAt: iso(now() + 10 * minute) })).status).toBe('active');
    ahead += 15 * minute;
    const ended = await adminCall(t.app, 'GET', `/admin/v1/vouchers/${v.id}`, { token: pemasaran });
    expect(ended.body.result.status).toBe('ended');
    const refused = await createOrderCall(late, before.id, { grandTotal: before.grandTotal });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.result.vouchers[0]).toMatchObject({ usable: false, reason: 'Promo sudah berakhir' });

    // Given a new end: usable again until it.
    expect((await change({ expiresAt: iso(now() + 3 * day) })).status).toBe('active');
    await place();

    // Its start moved ten minutes on: refused until the clock reaches it, then accepted.
    const early = await memberWithAddress(t);
    const waitingStart = await claimedCheckout(early, v.redeemCode!);
    expect((await change({ startsAt: iso(now() + 10 * minute) })).status).toBe('scheduled');
    const notYet = await createOrderCall(early, waitingStart.id, { grandTotal: waitingStart.grandTotal });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.body.result.vouchers[0]).toMatchObject({
      usable: false,
      reason: expect.stringMatching(/^Promo berlaku mulai /),
    });
    ahead += 15 * minute;
    const started = await claimedCheckout(early, v.redeemCode!);
    const placedLate = await createOrderCall(early, started.id, { grandTotal: started.grandTotal });
    expect(placedLate.statusCode, placedLate.body.message).toBe(200);
    placed.push(placedLate.body.result.order.invoice_number as string);
    expect(await t.app.db.select().from(voucherUses).where(eq(voucherUses.voucherId, v.id))).toHaveLength(4);
  });

  it('keeps its kind and amount (409 naming them) and a limit not below its uses; other fields still change', async () => {
    const current = (await adminCall(t.app, 'GET', `/admin/v1/vouchers/${v.id}`, { token: pemasaran })).body
      .result as AdminVoucher;
    expect(current.locked).toBe(true);
    const amount = await edit(current, { discAmount: 50_000 });
    expect(amount.statusCode).toBe(409);
    expect(amount.body.message).toMatch(/nilai potongan tidak dapat diubah/);
    const kind = await edit(current, { discType: 'percentage', discAmount: 10 });
    expect(kind.statusCode).toBe(409);
    expect(kind.body.errors?.map((e) => e.field).sort()).toEqual(['discAmount', 'discType']);
    const category = await edit(current, { category: 'shipping' });
    expect(category.statusCode).toBe(409);
    const below = await edit(current, { usageLimit: 3 });
    expect(below.statusCode).toBe(400);
    expect(below.body.errors).toEqual([
      { field: 'usageLimit', message: 'Kuota total tidak boleh kurang dari pemakaian sejauh ini (4 pesanan)' },
    ]);
    const [row] = await t.app.db.select().from(vouchers).where(eq(vouchers.id, v.id));
    expect(row).toMatchObject({ discType: 'fixed', discAmount: 15_000, category: 'transaction', usageLimit: 4 });
    const ok = await edit(current, { name: 'Diskon Member (diperpanjang)', usageLimit: 5, perMemberLimit: 2 });
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
  });

  it('its uses: the orders, members and discount equal what those orders got', async () => {
    const res = await adminCall(t.app, 'GET', `/admin/v1/vouchers/${v.id}/uses`, { token: pemasaran });
    expect(res.statusCode).toBe(200);
    const result = res.body.result as { usage: AdminVoucherUsage; datas: AdminVoucherUse[] };
    const rows = await t.app.db.select().from(orders).where(inArray(orders.invoice, placed));
    const given = rows.map((o) => transactionVoucherOf(o.summary));
    expect(given.every((g) => g === 15_000)).toBe(true);
    expect(result.usage).toEqual({
      orders: placed.length,
      members: new Set(rows.map((o) => o.userId)).size,
      discount: given.reduce((a, b) => a + b, 0),
    });
    expect(result.datas.map((d) => d.invoice).sort()).toEqual([...placed].sort());
    expect(result.datas.every((d) => d.discount === 15_000 && d.member !== null)).toBe(true);
    const listed = (await adminCall(t.app, 'GET', `/admin/v1/vouchers?search=${v.redeemCode}`, { token: pemasaran }))
      .body.result.datas as AdminVoucher[];
    expect(listed[0]!.usage).toEqual(result.usage);
  });

  it('Nonaktifkan ends it at once: refused at checkout, no longer edited, audited', async () => {
    const m = await memberWithAddress(t);
    const shown = await claimedCheckout(m, v.redeemCode!);
    const res = await adminCall(t.app, 'POST', `/admin/v1/vouchers/${v.id}/deactivate`, { token: pemasaran });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'inactive' });
    expect(Date.parse(res.body.result.expiresAt)).toBeLessThanOrEqual(now());
    const refused = await createOrderCall(m, shown.id, { grandTotal: shown.grandTotal });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.result.vouchers[0]).toMatchObject({ usable: false, reason: 'Promo sudah berakhir' });
    const again = await edit(res.body.result as AdminVoucher, { expiresAt: iso(now() + day) });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Voucher sudah dinonaktifkan dan tidak dapat diubah lagi');
    expect((await auditOf(v.id)).map((a) => a.action)).toContain('voucher.deactivate');
    const inactive = await adminCall(t.app, 'GET', '/admin/v1/vouchers?status=inactive&limit=100', {
      token: pemasaran,
    });
    expect((inactive.body.result.datas as AdminVoucher[]).map((d) => d.id)).toContain(v.id);
  });
});
