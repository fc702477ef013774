import { expect, test } from '../support/fixtures';

test.describe('image crop in the link-page editor', () => {
  test('a picture added to an images widget is cropped to the chosen ratio before the update', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/link-login');
    await page.getByLabel('Email').fill('partner@rona.id');
    await page.getByLabel(/^Kata Sandi/).fill('RonaPartner123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/link-page$/);
    await page.getByRole('button', { name: 'Buat page link baru' }).click();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/link-page\/[A-Za-z0-9]{12}$/);

    // A 90×60 picture: left half red, right half blue.
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 90;
      canvas.height = 60;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#ff0000';
      ctx.fillRect(0, 0, 45, 60);
      ctx.fillStyle = '#0000ff';
      ctx.fillRect(45, 0, 45, 60);
      return canvas.toDataURL('image/png');
    });

    await page.getByRole('button', { name: 'Gambar', exact: true }).click();
    await page.getByLabel('Rasio potong').selectOption('1/1');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Tambah gambar' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'dua-warna.png',
      mimeType: 'image/png',
      buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'),
    });

    const dialog = page.getByRole('dialog', { name: /Potong gambar · Rasio 1:1/ });
    const frame = dialog.getByRole('group', { name: 'Bingkai potong' });
    await expect(frame).toBeVisible();
    // Keyboard: move the square frame to the right edge (only blue left inside it).
    await frame.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await dialog.getByRole('button', { name: 'Potong' }).click();
    await expect(dialog).toBeHidden();

    const picture = page.getByTestId('editor-preview').locator('img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([60, 60]);
    const corner = await picture.evaluate((img: HTMLImageElement) => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(img, 0, 0);
      return [...ctx.getImageData(59, 30, 1, 1).data.slice(0, 3), ...ctx.getImageData(0, 30, 1, 1).data.slice(0, 3)];
    });
    expect(corner).toEqual([0, 0, 255, 255, 0, 0]); // right edge blue, left edge still red (x 30–89 kept)

    // The cropped picture uploads with the normal update.
    await page.getByRole('button', { name: 'Kembali ke daftar widget' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/link-page$/);
  });
});
