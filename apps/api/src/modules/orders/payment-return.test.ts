import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForPath, paths } from '@rona/routes';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { placedMemberOrder, SOAP, variantIdsBySlug } from './order-test-kit';

const SITE_URL = 'https://toko.rona.test';
let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL } });
  ids = await variantIdsBySlug(t);
});
afterAll(() => t.close());

/** Issue 25 §5: the provider sends the buyer back to the shop's waiting page, not to the API. */
describe('the payment provider sends the buyer back to the shop', () => {
  it("asks the provider to return to the payment page on SITE_URL, and the sandbox's 'Kembali ke Rona' goes there", async () => {
    const { invoice } = await placedMemberOrder(t, ids[SOAP]!);
    const waitingPage = paths.payment('VIRTUAL_ACCOUNT_BCA', invoice);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.invoice, invoice));
    // What the order asked of the provider (the sandbox keeps the request as DOKU receives it).
    expect((payment!.providerPayload as { callbackUrl: string }).callbackUrl).toBe(`${SITE_URL}${waitingPage}`);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/payment-sandbox/${payment!.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    const page = await t.app.inject(`/payment-sandbox/${payment!.id}`);
    const back = page.body.match(/<a href="([^"]+)">Kembali ke Rona<\/a>/)?.[1];
    const target = new URL(back!);
    expect(target.origin).toBe(SITE_URL);
    expect(target.pathname).toBe(waitingPage);
    // A page of the shop (the account-checkout app's waiting page), not an API path.
    expect(appForPath(target.pathname)).toBe('account-checkout');
  });
});
