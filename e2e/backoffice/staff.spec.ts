import { paths } from '@rona/routes';
import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { STAFF, staffLogin } from '../support/backoffice';

test.describe('back office: staff', () => {
  test('Pemilik invites a staff member, who sets a password through the mailed link and signs in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = `staf.${Date.now()}${Math.floor(Math.random() * 1000)}@rona.test`;
    await staffLogin(page, STAFF.pemilik, paths.adminStaff());
    await expect(page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();

    await press(page.getByRole('button', { name: 'Undang Staf' }));
    const dialog = page.getByRole('dialog', { name: 'Undang Staf' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Nama').fill('Staf Gudang Baru');
    await dialog.getByRole('combobox', { name: 'Peran' }).click();
    await page.getByRole('option', { name: 'Gudang', exact: true }).click();
    await press(dialog.getByRole('button', { name: 'Kirim Undangan' }));
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Menunggu undangan');

    // The invitation mail, as the outbox sandbox keeps it.
    let link = '';
    await expect
      .poll(async () => {
        const res = await request.get('/api/dev/v1/outbox', { params: { to: email, channel: 'email', limit: 5 } });
        const mail = ((await res.json()).result as { data: { kind?: string; url?: string } }[] | undefined)?.find(
          (m) => m.data.kind === 'staff_invitation',
        );
        link = mail?.data.url ?? '';
        return link;
      })
      .toContain('/admin/invitation/');

    // The invited staff member, in a browser of their own.
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Buat Kata Sandi Staf' })).toBeVisible();
    await page.getByLabel(/^Kata Sandi Baru/).fill('SandiStafBaru123');
    await page.getByLabel(/^Ulangi Kata Sandi/).fill('SandiStafBaru123');
    await press(page.getByRole('button', { name: 'Simpan Kata Sandi' }));
    await expect(page.getByText(`Silakan masuk dengan email ${email}`)).toBeVisible();

    await press(page.getByRole('link', { name: 'Masuk ke Back Office' }));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Kata Sandi/).fill('SandiStafBaru123');
    await press(page.getByRole('button', { name: 'Masuk' }));
    await expect(page).toHaveURL(/\/admin$/);
    // Gudang's menu: orders and stock, not staff (the day at a glance links to orders too).
    const menu = page.getByRole('navigation', { name: 'Menu back office' });
    await expect(menu.getByRole('link', { name: 'Pesanan', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Staf', exact: true })).toHaveCount(0);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    await page.getByLabel(/^Kata Sandi Baru/).fill('SandiLainLagi123');
    await page.getByLabel(/^Ulangi Kata Sandi/).fill('SandiLainLagi123');
    await press(page.getByRole('button', { name: 'Simpan Kata Sandi' }));
    await expect(page.getByRole('alert')).toContainText('Tautan undangan tidak berlaku');
    // That refusal is the one 400 the browser logs.
    expect(consoleErrors.filter((e) => /status of 400/.test(e))).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 400/.test(e)));
  });
});
