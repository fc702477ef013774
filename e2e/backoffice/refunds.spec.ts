import { paths } from '@rona/routes';
import { expect, test } from '../support/fixtures';
import { localPhone, refundRequested, rupiah, STAFF, staffLogin } from '../support/backoffice';
import { signIn } from '../support/shop-api';

/** spec 2 §9: a buyer's refund keeps the Rp 9.500 fee back. */
const REFUND_FEE = 9_500;

test.describe('back office: refunds', () => {
  test('Keuangan approves a refund and the buyer sees the amount in their order', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    const { member, invoice, paid } = await refundRequested(request, 'Pembeli Refund Keuangan');
    await staffLogin(page, STAFF.keuangan);
    await page.goto(paths.adminOrders({ tab: 'refund', search: invoice }));
    await page.getByRole('link', { name: invoice }).click();
    await expect(page.getByRole('heading', { name: `Pesanan ${invoice}` })).toBeVisible();

    await page.getByRole('button', { name: 'Setujui' }).click();
    const dialog = page.getByRole('dialog', { name: 'Setujui pengembalian dana' });
    await expect(dialog.getByText(rupiah(paid - REFUND_FEE))).toBeVisible();
    await expect(dialog.getByText('Tindakan ini tidak dapat dibatalkan.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pengembalian Dana Disetujui').first()).toBeVisible();
    await expect(page.getByTestId('refund-amount')).toContainText(rupiah(paid - REFUND_FEE));
    await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);

    const buyer = await browser.newContext();
    await signIn(buyer, member, baseURL);
    const buyerPage = await buyer.newPage();
    await buyerPage.goto(paths.invoice(invoice));
    const refund = buyerPage.getByTestId('order-refund');
    await expect(refund.getByText(rupiah(paid - REFUND_FEE))).toBeVisible();
    await buyer.close();
  });

  test("Layanan Pelanggan finds an order by the buyer's phone and sees no 'Setujui' button", async ({
    page,
    request,
  }) => {
    const { member, invoice } = await refundRequested(request, 'Pembeli Refund CS');
    await staffLogin(page, STAFF.cs);
    await page.getByRole('tab', { name: /^Pengembalian Dana/ }).click();
    await page.getByRole('searchbox', { name: 'Cari pesanan' }).fill(localPhone(member.phone));
    await page.getByRole('searchbox', { name: 'Cari pesanan' }).press('Enter');
    await expect(page.getByRole('row')).toHaveCount(2); // the header and this buyer's order
    await page.getByRole('link', { name: invoice }).click();
    await expect(page.getByRole('heading', { name: `Pesanan ${invoice}` })).toBeVisible();
    await expect(page.getByText('Tidak ada tindakan yang dapat Anda lakukan untuk pesanan ini.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
    await expect(page.getByText('Data pembeli disamarkan (perlu izin data pelanggan).')).toBeVisible();
    await expect(page.getByText(member.phone)).toHaveCount(0);
  });
});
