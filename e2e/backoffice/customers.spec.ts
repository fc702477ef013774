import { maskPhone } from '@rona/rules';
import { paths } from '@rona/routes';
import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { localPhone, STAFF, staffLogin } from '../support/backoffice';
import { freshMember } from '../support/shop-api';

test.describe('back office: customers', () => {
  test('Layanan Pelanggan finds a member by phone with contacts masked, and cannot unmask them @phone', async ({
    page,
    request,
  }) => {
    const member = await freshMember(request, 'Pelanggan Dicari Layanan');
    await staffLogin(page, STAFF.cs);
    await page.goto(paths.adminCustomers());
    await expect(page.getByRole('heading', { name: 'Pelanggan', level: 1 })).toBeVisible();

    // The number as a caller reads it out: 08…
    const search = page.getByLabel('Cari pelanggan');
    await search.fill(localPhone(member.phone));
    await press(page.getByRole('button', { name: 'Cari' }));
    const rows = page.getByRole('region', { name: 'Pelanggan' }).getByRole('row');
    await expect(rows).toHaveCount(2); // the header and this member
    await expect(rows.nth(1)).toContainText(maskPhone(member.phone));
    await expect(rows.nth(1)).not.toContainText(member.phone);
    await expect(rows.nth(1)).not.toContainText(member.email);
    await expect(rows.nth(1)).not.toContainText(member.fullName);

    await press(rows.nth(1).getByRole('link'));
    await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /^Pelanggan /, level: 1 })).toBeVisible();
    await expect(page.getByText(maskPhone(member.phone))).toBeVisible();
    await expect(page.getByText(/Data kontak lengkap hanya untuk staf dengan izin customers:pii/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tampilkan' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ubah Poin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Akhiri Semua Sesi' })).toHaveCount(0);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain(member.email);
    expect(text).not.toContain(member.phone);

    // Nor through the API: the unmasked contact answers 403 naming the key.
    const contact = await page.request.get(`/api/admin/v1/customers/${page.url().split('/').pop()}/contact`, {
      headers: { 'x-rona-client': 'admin' },
    });
    expect(contact.status()).toBe(403);
    expect(await contact.text()).toContain('customers:pii');
  });
});
