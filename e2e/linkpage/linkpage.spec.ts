import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PARTNER = { email: 'partner@rona.id', password: 'RonaPartner123' };
const MEMBER = { email: 'demo@rona.id', password: 'RonaDemo123' };
// A 1×1 PNG: a real picture by its bytes, as the upload check wants.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function studioLogin(page: Page, who: { email: string; password: string }) {
  await page.goto('/link-login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Kata Sandi/).fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

const rows = (page: Page) => page.getByTestId('widget-row');

test.describe('link-page studio', () => {
  test('a partner builds, reorders, updates and shares a page that visitors then see', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.goto('/link-page');
    await expect(page).toHaveURL(/\/link-login$/);
    await studioLogin(page, PARTNER);
    await expect(page).toHaveURL(/\/link-page$/);
    await expect(page.locator('[data-page-id="contohRona01"]')).toBeVisible();

    await page.getByRole('button', { name: 'Buat page link baru' }).click();
    await expect(page.getByText('Apakah anda ingin membuat page link baru ?')).toBeVisible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/link-page\/[A-Za-z0-9]{12}$/);
    const preview = page.getByTestId('editor-preview');

    // Text
    await page.getByRole('button', { name: 'Teks', exact: true }).click();
    await page.getByRole('textbox', { name: 'Teks', exact: true }).fill('Halo Rona E2E');
    await page.getByRole('button', { name: 'Kembali ke daftar widget' }).click();
    // Button
    await page.getByRole('button', { name: 'Tombol Link', exact: true }).click();
    await page.getByRole('textbox', { name: 'Teks', exact: true }).fill('Belanja Sekarang');
    await page.getByLabel('URL tujuan').fill('https://rona.id/products');
    await page.getByRole('button', { name: 'Kembali ke daftar widget' }).click();
    // Images (one uploaded picture)
    await page.getByRole('button', { name: 'Gambar', exact: true }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Tambah gambar' }).click();
    await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('dialog').getByRole('button', { name: 'Potong' }).click();
    await page.getByLabel('Keterangan').fill('Foto klinik');
    await page.getByRole('button', { name: 'Kembali ke daftar widget' }).click();
    // Products (picked from the catalogue)
    await page.getByRole('button', { name: 'Produk', exact: true }).click();
    await page.getByRole('combobox', { name: 'Tambah produk' }).click();
    await page.getByRole('listbox', { name: 'Tambah produk' }).getByRole('option').first().click();
    await page.getByRole('button', { name: 'Kembali ke daftar widget' }).click();

    await expect(rows(page)).toHaveCount(4);
    await expect(preview.locator('[data-widget-group]')).toHaveCount(4);

    // Drag the button (2nd) above the text (1st).
    const handle = page.getByRole('button', { name: /Geser untuk mengurutkan Tombol Link/ });
    const target = rows(page).first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    const order = () =>
      preview.locator('[data-widget-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-widget-group')));
    await expect.poll(order).toEqual(['button', 'text', 'images', 'products']);

    // Undo and redo with the keyboard shortcuts.
    await page.getByRole('heading', { name: 'Daftar Widget' }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(order).toEqual(['text', 'button', 'images', 'products']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(order).toEqual(['button', 'text', 'images', 'products']);

    // Keyboard reordering (Space, arrow, Space on the handle), then undo it.
    await handle.focus();
    await page.keyboard.press('Space');
    // dnd-kit marks the handle pressed once the keyboard drag has started (slow under load).
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    // The live region says where the widget now is; only then is Space a drop at position 2.
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await expect(liveRegion).toContainText(/Tombol Link.* dipindahkan ke posisi 2 dari 4\./);
    await page.keyboard.press('Space');
    await expect(liveRegion).toContainText(/Tombol Link.* diletakkan di posisi 2 dari 4\./);
    await expect.poll(order).toEqual(['text', 'button', 'images', 'products']);
    await page.keyboard.press('Control+z');
    await expect.poll(order).toEqual(['button', 'text', 'images', 'products']);

    // Background colour.
    await page.getByRole('button', { name: 'Latar', exact: true }).click();
    const color = page.getByRole('textbox', { name: 'Warna', exact: true });
    await color.fill('#ffeedd');
    await color.press('Enter');
    await expect(preview.getByTestId('link-page')).toHaveCSS('background-color', 'rgb(255, 238, 221)');

    await page.getByRole('button', { name: 'Update' }).click();
    await expect(
      page.getByText('Perbaharui Page Link, page link akan otomatis terbaharui seletah terupdate ?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/link-page$/);

    // Share the new page (the newest is first after the plus tile).
    const tile = page.locator('[data-page-id]').first();
    const id = await tile.getAttribute('data-page-id');
    await tile.click();
    await page.getByRole('button', { name: 'Bagikan Link' }).click();
    const urlField = page.getByRole('textbox', { name: 'URL page link' });
    await expect(urlField).toHaveValue(new RegExp(`/short-link/${id}$`));
    await expect(urlField).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('*copy url berhasil')).toBeVisible();
    const shareUrl = await urlField.inputValue();

    // A visitor in a fresh browser context.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(shareUrl);
    const pageView = visitor.getByTestId('link-page');
    await expect(pageView.getByRole('link', { name: 'Belanja Sekarang' })).toHaveAttribute(
      'href',
      'https://rona.id/products',
    );
    await expect(pageView.getByText('Halo Rona E2E')).toBeVisible();
    await expect(pageView.getByText('Foto klinik')).toBeVisible();
    await expect(pageView.locator('img[src*="/api/media/uploads/"]')).toHaveCount(1);
    await expect(pageView.locator('a[href^="/products/"]')).toHaveCount(1);
    await expect(pageView.getByText(/^Rp /).first()).toBeVisible();
    const visitorOrder = await pageView
      .locator('[data-widget-group]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-widget-group')));
    expect(visitorOrder).toEqual(['button', 'text', 'images', 'products']);
    await expect(pageView).toHaveCSS('background-color', 'rgb(255, 238, 221)');
    await expect(visitor).toHaveTitle('Halo Rona E2E');
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Halo Rona E2E');
    await visitorContext.close();

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/link-login$/);
  });

  test('an unsaved draft is offered again after a reload, not dropped', async ({ page }) => {
    await studioLogin(page, PARTNER);
    await expect(page).toHaveURL(/\/link-page$/);
    await page.goto('/link-page/contohRona01');
    await expect(rows(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'Teks', exact: true }).click();
    await page.getByRole('textbox', { name: 'Teks', exact: true }).fill('Belum disimpan');
    await page.reload();
    await expect(page.getByText('Ada perubahan yang belum disimpan untuk page ini.')).toBeVisible();
    await expect(rows(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'Pulihkan' }).click();
    await expect(page.getByTestId('editor-preview').getByText('Belum disimpan')).toBeVisible();
  });

  test('a member without the store role cannot enter the studio', async ({ page }) => {
    await studioLogin(page, MEMBER);
    await expect(page.getByRole('alert')).toContainText('tidak memiliki akses ke Link Page Studio');
    await page.goto('/link-page');
    await expect(page).toHaveURL(/\/link-login$/);
  });
});

test.describe('public viewer', () => {
  test('shows the seeded sample page within 450 px', async ({ page }) => {
    await page.goto('/short-link/contohRona01');
    const view = page.getByTestId('link-page');
    await expect(view.getByText('Rona Skincare & Klinik')).toBeVisible();
    expect((await view.boundingBox())!.width).toBeLessThanOrEqual(450);
  });

  test('says clearly when a page does not exist', async ({ page, consoleErrors }) => {
    await page.goto('/short-link/tidakAdaPageIni');
    await expect(page.getByRole('heading', { name: 'Page link tidak ditemukan' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  });

  test('/short-link lists the other channels and /everywhere redirects to the operator target after 2 s', async ({
    page,
  }) => {
    await page.goto('/short-link');
    await expect(page.getByRole('heading', { name: 'Sosial Media kami lainnya' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tokopedia' })).toBeVisible();

    await page.route('https://shopee.co.id/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shopee</title>' }),
    );
    await page.goto('/everywhere/shopee');
    await expect(page.getByText('sedang mengarahkan ke link tujuan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Klik disini apabila tidak diarahkan otomatis' })).toHaveAttribute(
      'href',
      'https://shopee.co.id/rona.official',
    );
    await page.waitForURL('https://shopee.co.id/rona.official', { timeout: 5000 });
  });
});
