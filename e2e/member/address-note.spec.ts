import { expect, test } from '../support/fixtures';
import { JAKARTA_ADDRESS } from '../support/orders-api';
import { freshMember, ok, signIn } from '../support/shop-api';

/** Issue 13: an unbroken 50-character address note (the spec's maximum) overflowed its card at 375 px. */
test('an unbroken 50-character address note stays inside its card @phone', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const member = await freshMember(request, 'Pembeli Catatan');
  const note = 'PagarHitamSebelahWarungBuSitiDekatMasjidAlIkhlas12'.slice(0, 50);
  expect(note).toHaveLength(50);
  await ok(
    await request.post('/api/profile/address/v1/create', {
      headers: member.headers,
      data: { ...JAKARTA_ADDRESS, note },
    }),
  );
  await signIn(context, member, baseURL);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/user/profile?action=destination');
  const card = page.getByTestId('address-card').filter({ hasText: note });
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
