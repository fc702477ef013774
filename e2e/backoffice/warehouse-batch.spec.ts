import { paths } from '@rona/routes';
import { expect, test } from '../support/fixtures';
import { memberWithPaidOrders, STAFF, staffLogin } from '../support/backoffice';
import { wellStockedProduct } from '../support/shop-api';
import type { Page } from '@playwright/test';

/** The workbench on one tab, narrowed to this test's buyer (other specs' orders share the database). */
async function openTab(page: Page, tab: string, search: string) {
  await page.goto(paths.adminOrders({ tab, search }));
  await expect(page.getByRole('tab', { name: new RegExp(`^${tabLabel[tab]}`), selected: true })).toBeVisible();
}
const tabLabel: Record<string, string> = {
  confirm: 'Perlu Dikonfirmasi',
  process: 'Perlu Diproses',
  courier: 'Siap Dikirim',
  shipped: 'Dalam Pengiriman',
};

async function batch(page: Page, action: string, invoices: string[], waybills?: Record<string, string>) {
  for (const invoice of invoices) await page.getByRole('checkbox', { name: `Pilih pesanan ${invoice}` }).check();
  await expect(page.getByText(`${invoices.length} pesanan dipilih`).first()).toBeVisible();
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  for (const [invoice, waybill] of Object.entries(waybills ?? {}))
    await dialog.getByLabel(`No. resi ${invoice}`).fill(waybill);
  await dialog.getByRole('button', { name: 'Jalankan' }).click();
  await expect(dialog.getByText(`${invoices.length} berhasil, 0 gagal`)).toBeVisible();
  for (const invoice of invoices)
    await expect(dialog.getByTestId(`batch-result-${invoice}`).getByText('Berhasil')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
}

test.describe('back office: the warehouse', () => {
  test('Gudang confirms, processes and ships a batch with waybills and prints the slips', async ({ page, request }) => {
    const { member, invoices } = await memberWithPaidOrders(request, 2, 'Pembeli Gudang');
    await staffLogin(page, STAFF.gudang);

    await openTab(page, 'confirm', member.email);
    await batch(page, 'Konfirmasi', invoices);
    await expect(page.getByRole('row', { name: new RegExp(invoices[0]!) })).toHaveCount(0);

    await openTab(page, 'process', member.email);
    await batch(page, 'Serahkan ke Kurir', invoices);

    await openTab(page, 'courier', member.email);
    const waybills = Object.fromEntries(invoices.map((invoice, i) => [invoice, `JNE${Date.now()}${i}`]));
    await batch(page, 'Kirim', invoices, waybills);

    await openTab(page, 'shipped', member.email);
    for (const invoice of invoices) {
      await expect(page.getByRole('row', { name: new RegExp(invoice) }).getByText(waybills[invoice]!)).toBeVisible();
      await page.getByRole('checkbox', { name: `Pilih pesanan ${invoice}` }).check();
    }
    await page.getByRole('link', { name: 'Cetak Label Pengiriman' }).click();
    await expect(page).toHaveURL(/\/admin\/print\/packing-slips\?invoices=/);
    for (const invoice of invoices) {
      const slip = page.locator(`[data-slip="${invoice}"]`);
      await expect(slip.getByText('Pembeli Gudang').first()).toBeVisible();
      await expect(slip.getByText(/Jl\. Kenanga 3/)).toBeVisible();
      await expect(slip.locator(`[data-barcode="${invoice}"] svg`)).toBeVisible();
      await expect(slip.locator(`[data-barcode="${waybills[invoice]}"] svg`)).toBeVisible();
      await expect(slip.getByRole('img', { name: `Kode batang ${waybills[invoice]}` })).toBeVisible();
    }
    // On paper: the toolbar goes, the slips are A6 (105 × 148 mm at 96 dpi).
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
    const box = await page.locator(`[data-slip="${invoices[0]}"]`).boundingBox();
    expect(Math.round(box!.width)).toBe(Math.round((105 / 25.4) * 96));
    expect(Math.round(box!.height)).toBe(Math.round((148 / 25.4) * 96));
    await page.emulateMedia({ media: 'screen' });
    // The browser's print dialog is the browser's: counted here instead of opened.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: number }).printed =
          ((window as unknown as { printed?: number }).printed ?? 0) + 1;
      };
    });
    await page.getByRole('button', { name: 'Cetak' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

    // The pick list of the same selection: one unit of the same product in each order, summed.
    const product = await wellStockedProduct(request);
    await page.goto(paths.adminPrint('pick-list', invoices));
    const line = page.getByRole('row').filter({ hasText: product.name });
    await expect(line.getByRole('cell').nth(2)).toHaveText('2');
    for (const invoice of invoices) await expect(page.getByText(/^Invoice:/)).toContainText(invoice);
  });
});
