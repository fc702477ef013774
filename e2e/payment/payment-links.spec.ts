import { expect, test } from '../support/fixtures';
import { memberWithAddress, placeMemberOrder } from '../support/orders-api';
import { signIn } from '../support/shop-api';

/** Issue 13: the four links under a payment-waiting page rendered as tall ovals with their text over 2–3 lines. */
test('the payment-waiting links are one-line pills at 1280 and 375 px @phone', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const member = await memberWithAddress(request, 'Pembeli Tautan');
  const invoice = await placeMemberOrder(request, member, 'VIRTUAL_ACCOUNT_BCA');
  await signIn(context, member, baseURL);
  await page.goto(`/payment/virtual-account/${invoice}`);
  const links = page.getByRole('navigation', { name: 'Menunggu Pembayaran' }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
    const padding = await link.evaluate(
      (el) => parseFloat(getComputedStyle(el).paddingTop) + parseFloat(getComputedStyle(el).paddingBottom),
    );
    // One line of text: no taller than a line plus its padding; wider than tall (a pill, not an oval).
    expect(box?.height ?? 0, `${await link.textContent()} on one line`).toBeLessThanOrEqual(lineHeight + padding + 2);
    expect(box?.width ?? 0).toBeGreaterThan((box?.height ?? 0) * 2.5);
    // The whole label is shown (not cut off).
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});
