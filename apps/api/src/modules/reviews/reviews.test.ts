import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, reviews, users, variants } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import type { TestMember } from '../../testing/members';
import { memberWithAddress, readyMemberCheckout } from '../orders/order-test-kit';

let t: TestApp;
let soapVariant = '';
let soapProduct = '';

beforeAll(async () => {
  t = await createTestApp();
  const [v] = await t.app.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .where(eq(variants.slug, 'sabun-wajah-lembut-100-ml'));
  soapVariant = v!.id;
  soapProduct = v!.productId;
});
afterAll(() => t.close());

/** A member with one order of the soap, moved to `status`. */
async function buyer(status: 'SUCCESS' | 'DELIVERED' = 'SUCCESS'): Promise<{ m: TestMember; invoice: string }> {
  const m = await memberWithAddress(t);
  await t.app.db.update(users).set({ fullName: 'Siti Rahma' }).where(eq(users.id, m.userId));
  const created = await m.call('POST', '/e-commerce/order/v1/create-order', {
    checkoutId: await readyMemberCheckout(m, soapVariant, 1),
  });
  expect(created.statusCode).toBe(200);
  const invoice = created.body.result.order.invoice_number as string;
  await t.app.db.update(orders).set({ status }).where(eq(orders.invoice, invoice));
  return { m, invoice };
}

const review = (invoice: string, extra: object = {}) => ({
  score: 4,
  size: '100 ml',
  comment: 'Lembut di kulit',
  visibleName: false,
  itemId: soapVariant,
  invoice,
  ...extra,
});

describe('buyer reviews', () => {
  it('lists a finished order as waiting, takes one review per line, and shows it on the product with the masked name', async () => {
    const { m, invoice } = await buyer();
    const waiting = await m.call('GET', '/e-commerce/review/v1/history?review=false');
    expect(waiting.body.result.datas).toEqual([
      expect.objectContaining({
        invoice,
        products: [expect.objectContaining({ id: soapVariant, name: 'Sabun Wajah Lembut', review: null })],
      }),
    ]);

    const created = await m.call('POST', '/e-commerce/review/v1/create', review(invoice));
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('Ulasan berhasil ditambahkan');
    expect(created.body.result).toMatchObject({
      score: 4,
      visibleName: false,
      itemId: soapVariant,
      invoice,
      editable: true,
      lastUpdate: null,
    });

    const again = await m.call('POST', '/e-commerce/review/v1/create', review(invoice));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Produk ini sudah kamu ulas');

    expect((await m.call('GET', '/e-commerce/review/v1/history?review=false')).body.result.datas).toEqual([]);
    const mine = await m.call('GET', '/e-commerce/review/v1/history?review=true');
    expect(mine.body.result.datas[0].products[0].review).toMatchObject({ comment: 'Lembut di kulit' });

    const [stored] = await t.app.db.select().from(reviews).where(eq(reviews.invoice, invoice));
    expect(stored!.authorName).toBe('S**i R***a');
    const detail = await call(t.app, '/e-commerce/product/v1/detail/rona/sabun-wajah-lembut-100-ml');
    expect(JSON.stringify(detail.body.result)).toContain('S**i R***a');
    const [p] = await t.app.db
      .select({ count: products.reviewCount })
      .from(products)
      .where(eq(products.id, soapProduct));
    expect(p!.count).toBeGreaterThanOrEqual(1);
  });

  it('changes a review once, then refuses', async () => {
    const { m, invoice } = await buyer();
    const id = (await m.call('POST', '/e-commerce/review/v1/create', review(invoice))).body.result.id as string;
    const edited = await m.call('PUT', `/e-commerce/review/v1/edit/${id}`, {
      score: 5,
      comment: 'Makin suka',
      visibleName: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.message).toBe('Berhasil Merubah ulasan yang sebelumnya. terima kasih sudah menambahkan ulasan');
    expect(edited.body.result).toMatchObject({ score: 5, visibleName: true, editable: false });
    expect(edited.body.result.lastUpdate).not.toBeNull();
    const [stored] = await t.app.db.select().from(reviews).where(eq(reviews.id, id));
    expect(stored!.authorName).toBe('Siti Rahma');
    const twice = await m.call('PUT', `/e-commerce/review/v1/edit/${id}`, { score: 1, comment: '', visibleName: true });
    expect(twice.statusCode).toBe(403);
    expect(twice.body.message).toBe('Ulasan ini tidak dapat diubah lagi');
  });

  it('refuses unfinished orders, other members, bad scores and unknown reviews', async () => {
    const { m, invoice } = await buyer('DELIVERED');
    const early = await m.call('POST', '/e-commerce/review/v1/create', review(invoice));
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe('Ulasan dapat diberikan setelah pesanan selesai');

    const done = await buyer();
    const stranger = await memberWithAddress(t);
    expect((await stranger.call('POST', '/e-commerce/review/v1/create', review(done.invoice))).statusCode).toBe(404);
    const id = (await done.m.call('POST', '/e-commerce/review/v1/create', review(done.invoice))).body.result
      .id as string;
    expect(
      (await stranger.call('PUT', `/e-commerce/review/v1/edit/${id}`, { score: 1, comment: 'x', visibleName: true }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.call('GET', '/e-commerce/review/v1/history?review=true')).body.result.datas).toEqual([]);

    expect((await m.call('POST', '/e-commerce/review/v1/create', review(invoice, { score: 6 }))).statusCode).toBe(400);
    expect(
      (await m.call('PUT', '/e-commerce/review/v1/edit/bukan-id', { score: 3, comment: '', visibleName: true }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, '/e-commerce/review/v1/history')).statusCode).toBe(401);
  });
});
