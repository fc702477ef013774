import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSize, CartItem, ProductDetail, ProductListItem } from '@rona/domain';
import { auditEntries, orderLines, orders, products, variants } from '../../db/schema';
import { newMember, type TestMember } from '../../testing/members';
import { call, type TestApp } from '../../testing/test-app';
import { createOrderCall, memberWithAddress, readyMemberCheckout } from '../orders/order-test-kit';
import { adminCall, createClockedTestApp, staffToken } from '../staff/staff-test-kit';

/**
 * Issue 27 §2–4, §6: sizes, prices and discounts through the real API on a seeded database, with the
 * response cache ON (CATALOGUE_CACHE_MS 60 s) so a write shows in the shop only if it tells the
 * caches; the discount window judged on the app's clock, the same rule (@rona/rules) in the card,
 * the cart and the back office.
 */
let clockNow = new Date();
let t: TestApp;
let katalog = '';
let gudang = '';
let pemasaran = '';
let soapProduct = '';
let serumProduct = '';
const ids: Record<string, string> = {};
let shopper: TestMember;

const SOAP = 'sabun-wajah-lembut-100-ml';
const SERUM_20 = 'serum-niacinamide-20-ml';
const SERUM_50 = 'serum-niacinamide-50-ml';
const DETAIL = '/e-commerce/product/v1/detail/rona';

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => clockNow }, { CATALOGUE_CACHE_MS: '60000' });
  [katalog, gudang, pemasaran] = await Promise.all([
    staffToken(t.app, 'katalog'),
    staffToken(t.app, 'gudang'),
    staffToken(t.app, 'pemasaran-konten'),
  ]);
  for (const v of await t.app.db.select({ id: variants.id, slug: variants.slug }).from(variants)) ids[v.slug] = v.id;
  const productId = async (slug: string) =>
    (await t.app.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
  soapProduct = await productId('sabun-wajah-lembut');
  serumProduct = await productId('serum-niacinamide');
  shopper = await newMember(t.app);
}, 120_000);
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = katalog) =>
  adminCall(t.app, method, url, { token, body });
const size = (res: { body: { result?: unknown } }) => res.body.result as AdminSize;

const audits = (variantId: string, action: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(
      and(eq(auditEntries.entity, 'variant'), eq(auditEntries.entityId, variantId), eq(auditEntries.action, action)),
    )
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));

/** The shop's product page answer for a size's URL. */
const shopDetail = async (slug: string) => {
  const res = await call(t.app, `${DETAIL}/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.body.result as ProductDetail;
};
const shopVariant = async (slug: string) => (await shopDetail(slug)).variant.find((v) => v.url === `rona/${slug}`);
const shopCard = async (name: string) =>
  (
    (await call(t.app, `/e-commerce/product/v1/all?search=${encodeURIComponent(name)}`)).body.result
      .datas as ProductListItem[]
  ).find((p) => p.name === name);
const cartLine = async (variantId: string) => {
  const cart = await shopper.call('GET', '/e-commerce/cart/v1/list');
  return (cart.body.result.products as CartItem[]).find((p) => p.id === variantId);
};

describe('a product’s sizes', () => {
  it('lists them in order with SKU, price, stock, weight and the discount as the card shows it', async () => {
    const res = await admin('GET', `/admin/v1/products/${serumProduct}/variants`);
    expect(res.statusCode, res.body.message).toBe(200);
    const sizes = res.body.result as AdminSize[];
    expect(sizes.map((s) => [s.size, s.sku, s.position])).toEqual([
      ['20 ml', 'SERUM-NIACINAMIDE-20-ML', 0],
      ['50 ml', 'SERUM-NIACINAMIDE-50-ML', 1],
    ]);
    expect(sizes[0]).toMatchObject({
      price: 150_000,
      stock: 25,
      weight: 80,
      enabled: true,
      url: `rona/${SERUM_20}`,
      fixedPrice: 120_000,
      discount: { kind: 'percentage', value: 20, state: 'running', text: 'Disc. 20%', finalPrice: 120_000 },
    });
    const unknown = await admin('GET', '/admin/v1/products/00000000-0000-4000-8000-000000000000/variants');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Produk tidak ditemukan');
  });
});

describe('changing a price', () => {
  it('shows in the shop’s product page, card and cart on the next request, with an audit row', async () => {
    // Cached answers first: the change must clear them.
    expect((await shopVariant(SERUM_50))?.warehouse.price).toBe(300_000);
    expect((await shopCard('Sérum Niacinamide 10%'))?.warehouse.price).toBe(150_000);

    const res = await admin('PUT', `/admin/v1/variants/${ids[SERUM_50]}`, { price: 275_000 });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(size(res)).toMatchObject({ price: 275_000, fixedPrice: 275_000, sku: 'SERUM-NIACINAMIDE-50-ML' });
    expect((await shopVariant(SERUM_50))?.warehouse).toMatchObject({ price: 275_000, fixedPrice: 275_000 });

    const card = await admin('PUT', `/admin/v1/variants/${ids[SERUM_20]}`, { price: 160_000 });
    expect(card.statusCode, card.body.message).toBe(200);
    // The card: 160.000 less its running 20%.
    expect((await shopCard('Sérum Niacinamide 10%'))?.warehouse).toMatchObject({ price: 160_000, fixedPrice: 128_000 });
    expect(
      (await shopper.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM_20], quantity: 1 })).statusCode,
    ).toBe(200);
    expect((await cartLine(ids[SERUM_20]!))?.warehouse).toMatchObject({ price: 160_000, fixedPrice: 128_000 });

    const [row] = await audits(ids[SERUM_50]!, 'price.update');
    expect(row).toMatchObject({
      actorKind: 'staff',
      actorName: expect.any(String),
      before: { price: 300_000 },
      after: { price: 275_000 },
    });
  });

  it('needs prices:write for the price and catalogue:write for the rest, the 403 naming the key', async () => {
    const price = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}`, { price: 1 }, gudang);
    expect(price.statusCode).toBe(403);
    expect(price.body.message).toContain('prices:write');
    const label = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}`, { size: '90 ml' }, pemasaran);
    expect(label.statusCode).toBe(403);
    expect(label.body.message).toContain('catalogue:write');
    const discount = await admin(
      'PUT',
      `/admin/v1/variants/${ids[SOAP]}/discount`,
      { kind: 'percentage', value: 10, start: '2030-01-01T00:00', end: '2030-01-02T00:00' },
      gudang,
    );
    expect(discount.statusCode).toBe(403);
    expect(discount.body.message).toContain('prices:write');
    // Nothing changed.
    expect((await shopVariant(SOAP))?.warehouse.price).toBe(80_000);
  });

  it('refuses a negative, a fractional or a missing price, and a price the discount would pass, in Indonesian', async () => {
    const cases: [unknown, string][] = [
      [{ price: -1 }, 'Harga tidak boleh kurang dari Rp 0'],
      [{ price: 80_000.5 }, 'Harga harus rupiah bulat, tanpa sen'],
      [{ price: '80000' }, 'Harga harus angka'],
      [{}, 'Tidak ada yang diubah'],
      // Sabun's promo price (override) is Rp 60.000: the price may not go to it or below.
      [
        { price: 60_000 },
        'Harga promo harus di bawah harga ukuran ini (Rp 60.000): ubah atau akhiri diskonnya dulu sebelum menurunkan harga',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.message ?? res.body.message).toBe(message);
    }
    expect((await admin('PUT', '/admin/v1/variants/bukan-id', { price: 1 })).statusCode).toBe(400);
    const gone = await admin('PUT', '/admin/v1/variants/00000000-0000-4000-8000-000000000000', { price: 1 });
    expect(gone.statusCode).toBe(404);
  });
});

describe('a size’s other fields', () => {
  it('keeps SKUs unique (whatever their case) and writes weight, dimension and max per order', async () => {
    const taken = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}`, { sku: 'serum-niacinamide-20-ml' });
    expect(taken.statusCode).toBe(400);
    expect(taken.body.errors?.[0]).toMatchObject({
      field: 'sku',
      message: 'SKU SERUM-NIACINAMIDE-20-ML sudah dipakai ukuran lain',
    });

    const res = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}`, {
      sku: 'rona-sabun-100',
      weight: 130,
      dimension: { length: 5, width: 5, height: 15 },
      maxPerOrder: 6,
    });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(size(res)).toMatchObject({
      sku: 'RONA-SABUN-100',
      weight: 130,
      dimension: { length: 5, width: 5, height: 15 },
      maxPerOrder: 6,
    });
    // The shop's cap and the weight the checkout sums.
    const variant = await shopVariant(SOAP);
    expect(variant?.maxPerOrder).toBe(6);
    expect((await shopDetail(SOAP)).weight).toBe(130);
    // The size's own sides, on the product page and the cart line (the product's when it has none).
    expect((await shopDetail(SOAP)).dimension).toEqual({ length: 5, width: 5, height: 15 });
    expect(
      (await shopper.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 1 })).statusCode,
    ).toBe(200);
    expect((await cartLine(ids[SOAP]!))?.dimension).toEqual({ length: 5, width: 5, height: 15 });
    expect((await cartLine(ids[SERUM_20]!))?.dimension).toEqual((await shopDetail(SERUM_20)).dimension);
    const [row] = await audits(ids[SOAP]!, 'size.update');
    expect(row?.before).toMatchObject({ sku: 'SABUN-WAJAH-LEMBUT-100-ML', weight: 120, maxPerOrder: null });
    expect(row?.after).toMatchObject({ sku: 'RONA-SABUN-100', weight: 130, maxPerOrder: 6 });
  });

  it('adds a size after the last, with stock 0, on the product page at once', async () => {
    const body = { size: '200 ml', sku: 'rona-sabun-200', price: 140_000, weight: 230 };
    const res = await admin('POST', `/admin/v1/products/${soapProduct}/variants`, body);
    expect(res.statusCode, res.body.message).toBe(200);
    const made = size(res);
    expect(made).toMatchObject({
      size: '200 ml',
      sku: 'RONA-SABUN-200',
      position: 1,
      stock: 0,
      enabled: true,
      url: 'rona/sabun-wajah-lembut-200-ml',
      discount: null,
    });
    const shown = await shopVariant('sabun-wajah-lembut-200-ml');
    expect(shown?.warehouse).toMatchObject({ price: 140_000, stock: 0 });
    expect((await audits(made.id, 'size.create'))[0]?.after).toMatchObject({ sku: 'RONA-SABUN-200', price: 140_000 });

    const again = await admin('POST', `/admin/v1/products/${soapProduct}/variants`, { ...body, sku: 'RONA-X' });
    expect(again.statusCode).toBe(400);
    expect(again.body.errors?.[0]).toMatchObject({ field: 'size', message: 'Ukuran 200 ml sudah ada di produk ini' });
    const sameSku = await admin('POST', `/admin/v1/products/${soapProduct}/variants`, { ...body, size: '300 ml' });
    expect(sameSku.body.errors?.[0]?.message).toBe('SKU RONA-SABUN-200 sudah dipakai ukuran lain');
    const noProduct = await admin('POST', '/admin/v1/products/00000000-0000-4000-8000-000000000000/variants', body);
    expect(noProduct.statusCode).toBe(404);
  });

  it('a disabled size cannot be bought: the cart refuses it, a line already there blocks the checkout, an open checkout is refused at Bayar', async () => {
    const m = await newMember(t.app);
    expect(
      (await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM_20], quantity: 1 })).statusCode,
    ).toBe(200);
    // A buyer already in the checkout with it.
    const buyer = await memberWithAddress(t);
    const open = await readyMemberCheckout(buyer, ids[SERUM_20]!, 1);
    const off = await admin('PUT', `/admin/v1/variants/${ids[SERUM_20]}`, { enabled: false });
    expect(off.statusCode, off.body.message).toBe(200);
    expect(size(off).enabled).toBe(false);
    // The product page does not offer it: nothing of it is on sale (shown as sold out).
    expect((await shopVariant(SERUM_20))?.warehouse).toMatchObject({ stock: 0, stockText: 'Stok Habis' });

    const add = await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM_20], quantity: 1 });
    expect(add.statusCode).toBe(400);
    const line = ((await m.call('GET', '/e-commerce/cart/v1/list')).body.result.products as CartItem[]).find(
      (p) => p.id === ids[SERUM_20],
    );
    expect(line?.status).toBe(false);
    const start = await m.call('GET', '/e-commerce/checkout/v1/new-checkout');
    expect(start.statusCode).toBe(400);
    const pay = await createOrderCall(buyer, open);
    expect(pay.statusCode).toBe(409);
    expect(pay.body.message).toContain('Sérum Niacinamide 10%');

    const on = await admin('PUT', `/admin/v1/variants/${ids[SERUM_20]}`, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect((await shopVariant(SERUM_20))?.warehouse.stock).toBeGreaterThan(0);
    expect((await m.call('GET', '/e-commerce/checkout/v1/new-checkout')).statusCode).toBe(200);
  });
});

describe('a product on sale keeps at least one enabled size', () => {
  const VITAMIN_C = 'serum-vitamin-c-30-ml';
  const LAST = 'Produk sedang ditampilkan: sembunyikan produk dulu atau biarkan minimal satu ukuran aktif';
  const enabledOf = async (productId: string) =>
    (await t.app.db.select().from(variants).where(eq(variants.productId, productId))).filter((v) => v.enabled);
  const productOf = async (variantId: string) =>
    (await t.app.db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, variantId)))[0]!
      .productId;
  const statusOf = async (productId: string) =>
    (await t.app.db.select({ status: products.status }).from(products).where(eq(products.id, productId)))[0]!.status;

  it('refuses to disable the only enabled size of a published product: 400 at the field, still enabled, no audit row', async () => {
    const auditsBefore = await audits(ids[VITAMIN_C]!, 'size.update');
    const res = await admin('PUT', `/admin/v1/variants/${ids[VITAMIN_C]}`, { enabled: false });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(LAST);
    expect(res.body.errors).toEqual([{ field: 'enabled', message: LAST }]);
    expect((await t.app.db.select().from(variants).where(eq(variants.id, ids[VITAMIN_C]!)))[0]!.enabled).toBe(true);
    expect(await audits(ids[VITAMIN_C]!, 'size.update')).toEqual(auditsBefore);
    expect((await shopVariant(VITAMIN_C))?.warehouse.stock).toBeGreaterThan(0);
  });

  it('a hidden product’s only size may be disabled', async () => {
    const old = ids['sabun-lama-50-ml']!;
    const off = await admin('PUT', `/admin/v1/variants/${old}`, { enabled: false });
    expect(off.statusCode, off.body.message).toBe(200);
    expect(size(off).enabled).toBe(false);
    expect((await admin('PUT', `/admin/v1/variants/${old}`, { enabled: true })).statusCode).toBe(200);
  });

  it('one of two enabled sizes may be disabled; two disables of the last two at once: one passes, one is refused', async () => {
    const productId = await productOf(ids[VITAMIN_C]!);
    const added = await admin('POST', `/admin/v1/products/${productId}/variants`, {
      size: '60 ml',
      sku: 'RONA-VITC-60',
      price: 200_000,
      weight: 120,
    });
    expect(added.statusCode, added.body.message).toBe(200);
    const second = size(added).id;
    const one = await admin('PUT', `/admin/v1/variants/${second}`, { enabled: false });
    expect(one.statusCode, one.body.message).toBe(200);
    expect((await admin('PUT', `/admin/v1/variants/${second}`, { enabled: true })).statusCode).toBe(200);

    const both = await Promise.all(
      [ids[VITAMIN_C]!, second].map((id) => admin('PUT', `/admin/v1/variants/${id}`, { enabled: false })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 400)!.body.message).toBe(LAST);
    expect(await enabledOf(productId)).toHaveLength(1);
    // Back to both enabled.
    for (const id of [ids[VITAMIN_C]!, second])
      expect((await admin('PUT', `/admin/v1/variants/${id}`, { enabled: true })).statusCode).toBe(200);
  });

  it('publishing and disabling the only size at once: never both', async () => {
    const old = ids['sabun-lama-50-ml']!;
    const productId = await productOf(old);
    expect(await statusOf(productId)).toBe(false);
    const [publish, disable] = await Promise.all([
      admin('PUT', `/admin/v1/products/${productId}`, { published: true }),
      admin('PUT', `/admin/v1/variants/${old}`, { enabled: false }),
    ]);
    expect([publish.statusCode, disable.statusCode].sort()).toEqual([200, 400]);
    const published = await statusOf(productId);
    expect(published && (await enabledOf(productId)).length === 0).toBe(false);
    // Back to hidden with its size enabled.
    if (published)
      expect((await admin('PUT', `/admin/v1/products/${productId}`, { published: false })).statusCode).toBe(200);
    else expect((await admin('PUT', `/admin/v1/variants/${old}`, { enabled: true })).statusCode).toBe(200);
  });
});

describe('a disabled size on a promo page', () => {
  it('shows as Akan Datang (disable) on the promo page while disabled, on sale again once enabled', async () => {
    const vitaminC = 'serum-vitamin-c-30-ml';
    const promoSize = async () => {
      const res = await call(t.app, '/promo/v1/detail/diskon-serum');
      expect(res.statusCode).toBe(200);
      const products = res.body.result.discounts.products as { variant: { url: string; disable: boolean }[] }[];
      return products.flatMap((p) => p.variant).find((v) => v.url === `rona/${vitaminC}`);
    };
    expect((await promoSize())?.disable).toBe(false);
    expect((await admin('PUT', `/admin/v1/variants/${ids[vitaminC]}`, { enabled: false })).statusCode).toBe(200);
    expect((await promoSize())?.disable).toBe(true);
    expect((await admin('PUT', `/admin/v1/variants/${ids[vitaminC]}`, { enabled: true })).statusCode).toBe(200);
    expect((await promoSize())?.disable).toBe(false);
  });
});

describe('a discount', () => {
  const at = (ms: number) => new Date(ms).toISOString();

  it('refuses bad input in Indonesian, never a 500', async () => {
    const start = at(clockNow.getTime() + 60_000);
    const end = at(clockNow.getTime() + 3_600_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'percentage', value: 0, start, end }, 'Diskon persentase harus 1–100%'],
      [{ kind: 'percentage', value: 101, start, end }, 'Diskon persentase harus 1–100%'],
      [{ kind: 'percentage', value: 10, start: end, end: start }, 'Waktu berakhir harus setelah waktu mulai'],
      [{ kind: 'override', value: 80_000, start, end }, 'Harga promo harus di bawah harga ukuran ini (Rp 80.000)'],
      [{ kind: 'fixed', value: 90_000, start, end }, 'Potongan harga harus di bawah harga ukuran ini (Rp 80.000)'],
      [{ kind: 'fixed', value: 10.5, start, end }, 'Nilai diskon harus rupiah bulat, tanpa sen'],
      [{ kind: 'bogo', value: 10, start, end }, 'Pilih jenis diskon: persentase, potongan atau harga promo'],
      [
        { kind: 'percentage', value: 10, start: 'besok', end },
        'Waktu mulai tidak valid (tanggal dan jam WIB, contoh 2026-12-01T08:00)',
      ],
      [
        {
          kind: 'percentage',
          value: 10,
          start: at(clockNow.getTime() - 7_200_000),
          end: at(clockNow.getTime() - 1000),
        },
        'Waktu berakhir sudah lewat',
      ],
      [
        { kind: 'percentage', value: 10, start, end, purchaseLimit: 3, promoPurchaseLimit: 2 },
        'Batas pembelian per produk tidak boleh lebih dari batas pembelian promo',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}/discount`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.message ?? res.body.message, JSON.stringify(body)).toBe(message);
    }
  });

  it('applies only inside its window: a minute before the start, at the start, after the end', async () => {
    const t0 = clockNow.getTime();
    const start = t0 + 60_000;
    // Ten minutes: the staff session stays within its 30 idle minutes while the clock moves.
    const end = t0 + 600_000;
    const res = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}/discount`, {
      kind: 'percentage',
      value: 25,
      start: at(start),
      end: at(end),
      purchaseLimit: 2,
      promoPurchaseLimit: 4,
    });
    expect(res.statusCode, res.body.message).toBe(200);
    expect(size(res).discount).toMatchObject({ state: 'scheduled', text: 'Disc. 25%', finalPrice: 60_000 });
    expect(size(res).fixedPrice).toBe(80_000);
    expect((await audits(ids[SOAP]!, 'discount.set')).at(-1)?.after).toMatchObject({
      discount: { kind: 'percentage', value: 25, start: at(start), end: at(end), purchaseLimit: 2 },
    });
    expect(
      (await shopper.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 1 })).statusCode,
    ).toBe(200);

    const shop = async () => ({
      page: (await shopVariant(SOAP))?.warehouse,
      card: (await shopCard('Sabun Wajah Lembut'))?.warehouse,
      cart: (await cartLine(ids[SOAP]!))?.warehouse,
      admin: size(await admin('GET', `/admin/v1/products/${soapProduct}/variants`)),
    });
    const expectPrice = async (fixedPrice: number, badge: string | null, state: string) => {
      t.app.responseCache.clear();
      const s = await shop();
      expect(s.page?.fixedPrice).toBe(fixedPrice);
      expect(s.page?.discount?.text ?? null).toBe(badge);
      expect(s.card?.fixedPrice).toBe(fixedPrice);
      expect(s.card?.discount?.text ?? null).toBe(badge);
      expect(s.cart?.discount?.text ?? null).toBe(badge);
      expect(s.cart?.fixedPrice).toBe(fixedPrice);
      const adminSize = (s.admin as unknown as AdminSize[])[0]!;
      expect(adminSize.discount?.state).toBe(state);
      expect(adminSize.fixedPrice).toBe(fixedPrice);
    };

    clockNow = new Date(start - 60_000);
    await expectPrice(80_000, null, 'scheduled');
    clockNow = new Date(start);
    await expectPrice(60_000, 'Disc. 25%', 'running');
    clockNow = new Date(end);
    await expectPrice(60_000, 'Disc. 25%', 'running');
    clockNow = new Date(end + 1000);
    await expectPrice(80_000, null, 'ended');
    clockNow = new Date(start + 1000);
  });

  it('ends at once with DELETE: the regular price everywhere on the next request, audited', async () => {
    // The clock went back inside the window (a cached answer is kept until a write or CATALOGUE_CACHE_MS).
    t.app.responseCache.clear();
    expect((await shopVariant(SOAP))?.warehouse.fixedPrice).toBe(60_000);
    const res = await admin('DELETE', `/admin/v1/variants/${ids[SOAP]}/discount`);
    expect(res.statusCode, res.body.message).toBe(200);
    expect(size(res)).toMatchObject({ discount: null, fixedPrice: 80_000 });
    expect((await shopVariant(SOAP))?.warehouse).toMatchObject({ fixedPrice: 80_000, discount: null });
    expect((await audits(ids[SOAP]!, 'discount.end'))[0]).toMatchObject({
      before: { discount: { kind: 'percentage', value: 25 } },
      after: { discount: null },
    });
    // Again: nothing to end, nothing written.
    expect((await admin('DELETE', `/admin/v1/variants/${ids[SOAP]}/discount`)).statusCode).toBe(200);
    expect(await audits(ids[SOAP]!, 'discount.end')).toHaveLength(1);
  });
});

describe('a discount that ends during a checkout', () => {
  it('is not applied by the checkout nor by the order: the regular price, the old total answered 409', async () => {
    const t0 = clockNow.getTime();
    const end = t0 + 300_000;
    const set = await admin('PUT', `/admin/v1/variants/${ids[SOAP]}/discount`, {
      kind: 'override',
      value: 50_000,
      start: new Date(t0 - 60_000).toISOString(),
      end: new Date(end).toISOString(),
    });
    expect(set.statusCode, set.body.message).toBe(200);
    const m = await memberWithAddress(t);
    const checkoutId = await readyMemberCheckout(m, ids[SOAP]!, 2);
    const view = async () => {
      const res = await m.call('GET', `/e-commerce/checkout/v1/checkout?checkoutId=${checkoutId}`);
      expect(res.statusCode, res.body.message).toBe(200);
      return res.body.result as {
        products: CartItem[];
        summary: { totalPrice: number; grandTotal: number };
      };
    };
    const during = await view();
    expect(during.products[0]?.warehouse.fixedPrice).toBe(50_000);
    expect(during.summary.totalPrice).toBe(100_000);

    clockNow = new Date(end + 1000);
    const after = await view();
    expect(after.products[0]?.warehouse).toMatchObject({ fixedPrice: 80_000, discount: null });
    expect(after.summary.totalPrice).toBe(160_000);
    // 'Bayar' with the total seen during the discount: refused with the fresh one.
    const stale = await createOrderCall(m, checkoutId, { grandTotal: during.summary.grandTotal });
    expect(stale.statusCode).toBe(409);
    const placed = await createOrderCall(m, checkoutId, { grandTotal: after.summary.grandTotal });
    expect(placed.statusCode, placed.body.message).toBe(200);
    const invoice = placed.body.result.order.invoice_number as string;
    const [order] = await t.app.db.select().from(orders).where(eq(orders.invoice, invoice));
    const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.price, l.finalPrice, l.quantity])).toEqual([[80_000, 80_000, 2]]);
  });
});
