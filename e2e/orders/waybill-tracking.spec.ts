import { expect, test } from '../support/fixtures';
import { memberWithAddress, placeGuestOrder, placeMemberOrder } from '../support/orders-api';
import { ok, ops, PRODUCT_SLOT, signIn } from '../support/shop-api';

/**
 * Issue 16: the operator ships with a waybill and the member sees it and the courier's timeline in
 * the order detail; a guest without the link finds the order again with 'Lacak Pesanan'.
 */
test.describe('waybill, tracking timeline and order lookup', () => {
  test('ship with a waybill → the member sees it and the timeline in the order detail', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const member = await memberWithAddress(request, 'Pembeli Resi');
    const invoice = await placeMemberOrder(request, member, 'CREDIT_CARD');
    const payment = await ok<{ detail: { credit_card_payment_page: { url: string } } }>(
      await request.get(`/api/e-commerce/order/v1/payment/${invoice}`, { headers: member.headers }),
    );
    const paid = await request.post(payment.detail.credit_card_payment_page.url, { form: { action: 'pay' } });
    expect(paid.ok(), await paid.text()).toBe(true);
    const status = async () =>
      (
        await ok<{ status: string }>(
          await request.get(`/api/e-commerce/order/v1/search/${invoice}`, { headers: member.headers }),
        )
      ).status;
    await expect.poll(status).toBe('WAITING_CONFIRM');

    await ops(request, 'advance', invoice, 'confirm');
    // Shipping without the resi is refused; with it the order is on its way.
    const refused = await request.post('/api/ops/v1/run', {
      headers: { 'x-ops-token': 'e2e-operator-token-rona' },
      data: { args: ['advance', invoice, 'ship'] },
    });
    expect(refused.status()).toBe(400);
    expect(await ops(request, 'advance', invoice, 'ship', '--waybill', 'jne0012345678')).toEqual([
      `${invoice}: SHIPPED`,
    ]);

    await signIn(context, member, baseURL);
    await page.goto(`/user/activity?action=transaction&search=${invoice}`);
    const card = page.getByTestId('order-card').filter({ hasText: invoice });
    await expect(card.getByText('Pesanan Dalam Perjalanan')).toBeVisible();
    await card.getByRole('button', { name: 'Lihat Detail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detail Pesanan' });
    await expect(dialog.getByTestId('order-waybill')).toHaveText('JNE0012345678');
    const timeline = dialog.getByTestId('order-timeline');
    // The sandbox courier has picked the parcel up; the order's own steps are there too.
    await expect(timeline.getByText('Paket diterima kurir di Jakarta Selatan')).toBeVisible();
    await expect(timeline.getByText('Pesanan Dalam Perjalanan')).toBeVisible();
    await expect(timeline.getByText('Menunggu Konfirmasi Penjual')).toBeVisible();
  });

  test("a guest finds the order again with 'Lacak Pesanan' (invoice + e-mail)", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { uuid, invoice } = await placeGuestOrder(request, 'ONLINE_TO_OFFLINE_ALFA', PRODUCT_SLOT.orderLookup);
    await page.goto('/terms-condition');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Lacak Pesanan' });
    // The footer loads once it nears the viewport: scroll to the bottom until its link is there.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(footerLink).toBeVisible({ timeout: 1000 });
    }).toPass();
    await footerLink.click();
    await expect(page).toHaveURL(/\/tracking-order$/);
    const form = page.getByTestId('order-lookup');
    await form.getByLabel('Nomor Invoice').fill(invoice.toLowerCase());
    await form.getByLabel('Email atau Nomor Telepon').fill('orang.lain@contoh.id');
    await form.getByRole('button', { name: 'Lacak Pesanan' }).click();
    await expect(page.getByText(/^Pesanan tidak ditemukan\. Periksa kembali/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/tracking-order$/);
    // The browser logs the refused lookup's 404 itself: expected once, not an app error.
    expect(consoleErrors.filter((e) => /status of 404/.test(e))).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));

    await form.getByLabel('Email atau Nomor Telepon').fill('tamu.uji@contoh.id');
    await form.getByRole('button', { name: 'Lacak Pesanan' }).click();
    await expect(page).toHaveURL(new RegExp(`/tracking-order/${uuid}$`));
    await expect(page.getByRole('heading', { name: invoice })).toBeVisible();
  });
});
