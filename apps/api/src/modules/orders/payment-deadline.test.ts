import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createOrderCall, memberWithAddress, readyMemberCheckout, SOAP, variantIdsBySlug } from './order-test-kit';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
  // The test content lists only BCA; the card is one of the seed's methods.
  await t.app.db.insert(paymentMethods).values({
    position: 9,
    code: 'CREDIT_CARD',
    name: 'Kartu Kredit / Debit',
    category: 'other',
    groupName: 'Kartu Kredit',
    photo: '/cc.png',
  });
});
afterAll(() => t.close());

describe('payment deadline (issue 13: the credit-card view gets the same deadline as the others)', () => {
  it("a credit-card payment's data carries its hosted page and the payment's expiry", async () => {
    const m = await memberWithAddress(t);
    const checkoutId = await readyMemberCheckout(m, ids[SOAP]!, 1, 'CREDIT_CARD');
    const created = await createOrderCall(m, checkoutId);
    expect(created.body).toMatchObject({ status: true });
    const invoice = created.body.result.order.invoice_number as string;
    const pay = await m.call('GET', `/e-commerce/order/v1/payment/${invoice}`);
    const page = pay.body.result.detail.credit_card_payment_page as { url: string; expired_date: string };
    expect(page.url).toContain('/payment-sandbox/');
    const left = Date.parse(page.expired_date) - Date.now();
    expect(left).toBeGreaterThan(23 * 3_600_000);
    expect(left).toBeLessThanOrEqual(24 * 3_600_000);
  });
});
