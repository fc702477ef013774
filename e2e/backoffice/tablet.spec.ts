import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { localPhone, refundRequested, STAFF, staffLogin } from '../support/backoffice';

/**
 * The back office on a 768 px tablet with a finger (issue 26: usable at 1280 px and on a tablet):
 * Layanan Pelanggan signs in, taps the refund tab, finds the order by the buyer's phone and opens
 * it with taps; the page never scrolls sideways (the table scrolls inside its own frame).
 */
test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true });

test('Layanan Pelanggan works the workbench on a tablet with taps', async ({ page, request }) => {
  const { member, invoice } = await refundRequested(request, 'Pembeli Tablet CS');
  await staffLogin(page, STAFF.cs);
  await press(page.getByRole('tab', { name: /^Pengembalian Dana/ }));
  const search = page.getByRole('searchbox', { name: 'Cari pesanan' });
  await press(search);
  await search.fill(localPhone(member.phone));
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(768);
  await press(page.getByRole('link', { name: invoice }));
  await expect(page.getByRole('heading', { name: `Pesanan ${invoice}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await expect(page.getByText('Data pembeli disamarkan (perlu izin data pelanggan).')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(768);
});
