import sharp from 'sharp';
import { paths } from '@rona/routes';
import { onTouch, press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/backoffice';

const PEMASARAN = 'pemasaran@rona.id';
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0765a' } })
    .jpeg()
    .toBuffer();

/**
 * Issue 28 §2: Pemasaran & Konten, on a phone with taps, adds a home banner showing from now (its
 * pictures uploaded through the media pipeline); the shop's home page shows it in the carousel.
 * 'Akhiri Sekarang' ends it and the home page no longer shows it; it is then deleted.
 */
test('Pemasaran adds a home banner that shows on the home page, then ends it @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Banner Uji ${stamp}`;
  const alt = `Diskon uji ${stamp}`;

  await staffLogin(page, PEMASARAN, paths.adminDashboard());
  // From the menu (behind the menu button on a phone).
  if (onTouch()) await press(page.getByRole('button', { name: 'Buka menu' }));
  await press(page.getByRole('link', { name: 'Banner & Sertifikat' }));
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await press(page.getByRole('button', { name: 'Tambah Banner' }));
  const form = page.getByRole('dialog', { name: 'Tambah Banner' });
  await form.getByLabel(/^Judul/).fill(title);
  await form.getByLabel(/^Tautan di toko/).fill('/promo');
  await form.getByLabel(/^Teks alternatif/).fill(alt);
  const files = form.locator('input[type="file"]');
  await files.nth(0).setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await picture(1200, 400) });
  await files.nth(1).setInputFiles({ name: 'panjang.jpg', mimeType: 'image/jpeg', buffer: await picture(1600, 300) });
  await expect(form.getByRole('img', { name: /^Pratinjau/ })).toHaveCount(2);
  await press(form.getByRole('button', { name: 'Simpan' }));
  await expect(form).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Tayang', { exact: true })).toBeVisible();

  // A shopper's phone: the home page's carousel shows it, linking inside the shop.
  const shopper = await browser.newContext({
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const shop = await shopper.newPage();
  await shop.goto(paths.home());
  const carousel = shop.getByRole('region', { name: 'Banner promo' });
  const slide = carousel.locator(`img[alt="${alt}"]`);
  await expect(slide).toHaveCount(1);
  await expect(slide.locator('xpath=ancestor::a[1]')).toHaveAttribute('href', '/promo');

  // Ended now: the next home page no longer shows it.
  await press(row.getByRole('button', { name: `Akhiri ${title} sekarang` }));
  await expect(row.getByText('Berakhir', { exact: true })).toBeVisible();
  await shop.goto(paths.home());
  await expect(shop.getByRole('region', { name: 'Banner promo' })).toBeVisible();
  await expect(shop.locator(`img[alt="${alt}"]`)).toHaveCount(0);
  await shopper.close();

  // Deleted after a confirmation.
  await press(row.getByRole('button', { name: `Hapus ${title}` }));
  const confirm = page.getByRole('dialog', { name: `Hapus ${title}?` });
  await press(confirm.getByRole('button', { name: 'Hapus' }));
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
