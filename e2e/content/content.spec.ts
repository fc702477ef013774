import { expect, test } from '../support/fixtures';

test.describe('brand and legal pages', () => {
  test('/terms-condition shows its heading, table of contents and the limits', async ({ page }) => {
    await page.goto('/terms-condition');
    await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeVisible();
    await expect(page.getByText('Terakhir diperbarui 10 September 2021')).toBeVisible();
    await expect(page).toHaveTitle('Syarat dan Ketentuan | Rona');
    const main = page.locator('article');
    for (const limit of [
      'minimal 21 tahun',
      '60 menit',
      'lebih dari 1 jam',
      'maksimal 10 menit',
      'maksimal 5 MB',
      '1 hari kalender',
      'dalam waktu 3 bulan',
      '1 sampai 3 hari kerja',
    ]) {
      await expect(main).toContainText(limit);
    }
    await page.getByRole('navigation', { name: 'Daftar Isi' }).getByRole('link', { name: 'Pengembalian Dana' }).click();
    await expect(page).toHaveURL(/#pengembalian-dana$/);
    await expect(page.getByRole('heading', { name: '7. Pengembalian Dana' })).toBeInViewport();
  });

  test('/privacy-policy renders @phone', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Daftar Isi' })).toBeVisible();
  });

  test('/about shows the story, the motto and the certificates', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('CARE . LOVE . SMILE')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visi' })).toBeVisible();
    await expect(page).toHaveTitle('Tentang Kami | Rona');
    await page.getByRole('heading', { name: 'Sertifikasi & Perizinan' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: /Terdaftar BPOM/ })).toHaveCount(1, { timeout: 15_000 });
  });

  test('newsletter signup succeeds once, then says the e-mail is registered', async ({ page, consoleErrors }) => {
    const email = `pelanggan-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@contoh.id`;
    await page.goto('/terms-condition');
    const input = page.getByRole('textbox', { name: 'Email untuk newsletter' });
    // The footer loads once it nears the viewport: scroll to the bottom until its form is there.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(input).toBeVisible({ timeout: 1000 });
    }).toPass();
    await input.fill(email);
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByText('Berhasil, Email anda telah terdaftar.')).toBeVisible();
    await expect(input).toHaveValue('');

    await input.fill(email.toUpperCase());
    const duplicate = page.waitForResponse((r) => r.url().includes('/api/subscribe/v1/create'));
    await page.getByRole('button', { name: 'Daftar' }).click();
    expect((await duplicate).status()).toBe(409);
    await expect(page.getByText('Email ini sudah terdaftar di newsletter Rona')).toBeVisible();

    await input.fill('bukan-email');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Format email tidak valid' })).toBeVisible();

    // Chromium logs the expected 409 answer as a failed resource; any other console error still fails the test.
    const expected = consoleErrors.filter((e) => /status of 409/.test(e));
    expect(expected.length).toBeLessThanOrEqual(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 409/.test(e)));
  });
});
