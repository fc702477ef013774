import { paths } from '@rona/routes';
import { expect, test } from '../support/fixtures';
import { memberWithPaidOrders, STAFF, staffLogin } from '../support/backoffice';
import { ok } from '../support/shop-api';

/**
 * Issue 28 §6: the back office's home. Pemilik opens 'Ringkasan', sees today's figures and the
 * 30-day chart, and follows the number of orders waiting for confirmation to that workbench tab,
 * where the order paid in this test is listed. Counts are read from the API in the same session,
 * so the test holds whatever other specs left in the database.
 */
test.describe('back office: the day at a glance', () => {
  test('Pemilik sees the dashboard with a chart and follows a number to its list', async ({ page, request }) => {
    const { invoices } = await memberWithPaidOrders(request, 1, 'Pembeli Ringkasan');
    // Signed in without a page to go back to, staff land on the day at a glance.
    await staffLogin(page, STAFF.pemilik, paths.adminDashboard());
    await expect(page.getByRole('heading', { name: 'Ringkasan Hari Ini', level: 1 })).toBeVisible();

    const dashboard = await ok<{ waiting: { tab: string; count: number }[]; sales: { today: { orders: number } } }>(
      await page.request.get('/api/admin/v1/dashboard', { headers: { 'X-Rona-Client': 'admin' } }),
    );
    const confirm = dashboard.waiting.find((w) => w.tab === 'confirm')!;
    expect(confirm.count).toBeGreaterThanOrEqual(1);
    expect(dashboard.sales.today.orders).toBeGreaterThanOrEqual(1);
    await expect(
      page.getByRole('link', { name: `Pesanan Dibayar Hari Ini: ${dashboard.sales.today.orders}` }),
    ).toBeVisible();

    // The chart (loaded on its own) draws the 30 days.
    const chart = page.getByRole('figure', { name: '30 Hari Terakhir' });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(page.getByText(/pesanan dibayar, pendapatan Rp [\d.]+ dalam 30 hari terakhir/)).toBeVisible();

    await page.getByRole('link', { name: `Perlu Dikonfirmasi: ${confirm.count}` }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.adminOrders({ tab: 'confirm' }).replace('?', '\\?')}$`));
    await expect(page.getByRole('tab', { name: new RegExp(`Perlu Dikonfirmasi ${confirm.count}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: invoices[0]! })).toBeVisible();
  });
});
