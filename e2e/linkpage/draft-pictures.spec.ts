import { expect, test } from '../support/fixtures';

/** The studio on a tablet held in the hand: 820 × 1180, touch (issue 24, item 7). */
test.use({ viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true });

// A 1×1 PNG: a real picture by its bytes, as the upload check wants.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('@phone a restored draft keeps its picked pictures, updates, and a tap in the preview selects a widget', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/link-login');
  await page.getByLabel('Email').fill('partner@rona.id');
  await page.getByLabel(/^Kata Sandi/).fill('RonaPartner123');
  await page.getByRole('button', { name: 'Masuk' }).tap();
  await expect(page).toHaveURL(/\/link-page$/);
  await page.getByRole('button', { name: 'Buat page link baru' }).tap();
  await page.getByRole('button', { name: 'Lanjutkan' }).tap();
  await expect(page).toHaveURL(/\/link-page\/[A-Za-z0-9]{12}$/);
  const preview = page.getByTestId('editor-preview');

  // A text, then an images widget with one picture picked (not uploaded until 'Update').
  await page.getByRole('button', { name: 'Teks', exact: true }).tap();
  await page.getByRole('textbox', { name: 'Teks', exact: true }).fill('Halo dari tablet');
  await page.getByRole('button', { name: 'Kembali ke daftar widget' }).tap();
  await page.getByRole('button', { name: 'Gambar', exact: true }).tap();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Tambah gambar' }).tap();
  await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('dialog').getByRole('button', { name: 'Potong' }).tap();
  await expect(preview.locator('img[src^="blob:"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Kembali ke daftar widget' }).tap();

  // The tab goes away; the draft is offered again and comes back whole, its picture included.
  await page.reload();
  await page.getByRole('button', { name: 'Pulihkan' }).tap();
  await expect(preview.locator('[data-widget-group]')).toHaveCount(2);
  await expect(preview.locator('img[src^="blob:"]')).toHaveCount(1);

  // A tap on the text in the phone preview opens that widget's panel.
  await preview.getByText('Halo dari tablet').tap();
  await expect(page.getByRole('textbox', { name: 'Teks', exact: true })).toHaveValue('Halo dari tablet');
  await page.getByRole('button', { name: 'Kembali ke daftar widget' }).tap();

  // 'Update' uploads the restored picture: no 'Minimal 1 gambar'.
  await page.getByRole('button', { name: 'Update' }).tap();
  await page.getByRole('button', { name: 'Lanjutkan' }).tap();
  await expect(page).toHaveURL(/\/link-page$/);
});
