import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@rona/routes';
import { press } from './checkout-steps';
import { expect } from './fixtures';
import { memberWithAddress, placeMemberOrder } from './orders-api';
import { ok, type FreshMember } from './shop-api';

/** The seeded staff accounts (development seed, one per role; README's demo table). */
export const STAFF = {
  pemilik: 'pemilik@rona.id',
  gudang: 'gudang@rona.id',
  cs: 'cs@rona.id',
  keuangan: 'keuangan@rona.id',
} as const;
export const STAFF_PASSWORD = 'RonaStaff123';

/**
 * Signs a staff member in through /admin/login, as they do (a tap on a touch screen), asked for by
 * `landing` (the workbench unless said; without a page to go back to the login lands on /admin).
 */
export async function staffLogin(page: Page, email: string, landing: string = paths.adminOrders()): Promise<void> {
  const home = landing === paths.adminDashboard();
  await page.goto(paths.adminLogin(home ? undefined : landing));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Kata Sandi/).fill(STAFF_PASSWORD);
  await press(page.getByRole('button', { name: 'Masuk' }));
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[?.]/g, '\\$&')}(\\?|$)`));
}

/** Pays a card order on the built-in sandbox's page (its signed notification settles the order). */
export async function payInSandbox(request: APIRequestContext, member: FreshMember, invoice: string): Promise<void> {
  const { headers } = member;
  const payment = await ok<{ detail: { credit_card_payment_page: { url: string } } }>(
    await request.get(`/api/e-commerce/order/v1/payment/${invoice}`, { headers }),
  );
  const paid = await request.post(payment.detail.credit_card_payment_page.url, { form: { action: 'pay' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (await ok<{ status: string }>(await request.get(`/api/e-commerce/order/v1/search/${invoice}`, { headers })))
          .status,
    )
    .toBe('WAITING_CONFIRM');
}

/** A member of this test with `count` paid orders waiting for the shop's confirmation. */
export async function memberWithPaidOrders(
  request: APIRequestContext,
  count: number,
  fullName = 'Pembeli Gudang',
): Promise<{ member: FreshMember; invoices: string[] }> {
  const member = await memberWithAddress(request, fullName);
  const invoices: string[] = [];
  for (let i = 0; i < count; i++) {
    const invoice = await placeMemberOrder(request, member, 'CREDIT_CARD');
    await payInSandbox(request, member, invoice);
    invoices.push(invoice);
  }
  return { member, invoices };
}

/** The member's saved bank account (a refund request needs one). */
async function addBankAccount(request: APIRequestContext, member: FreshMember): Promise<void> {
  const [bank] = await ok<{ id: string }[]>(await request.get('/api/data/bank/v1/list', { headers: member.headers }));
  if (!bank) throw new Error('a bank in the seed');
  await ok(
    await request.post('/api/profile/bank-account/v1/add', {
      headers: member.headers,
      data: { bankId: bank.id, name: member.fullName, noRekening: '1234567890', password: 'rahasia123' },
    }),
  );
}

/** A paid order whose buyer asked for the money back (Batalkan Pesanan): REQUEST_REFUND. */
export async function refundRequested(
  request: APIRequestContext,
  fullName: string,
): Promise<{ member: FreshMember; invoice: string; paid: number }> {
  const { member, invoices } = await memberWithPaidOrders(request, 1, fullName);
  const [invoice] = invoices as [string];
  await addBankAccount(request, member);
  await ok(
    await request.put(`/api/e-commerce/refund/v1/refund-request/${invoice}`, {
      headers: member.headers,
      data: { refundRequest: 'Salah pilih produk' },
    }),
  );
  const detail = await ok<{ status: string; payments: { grandTotal: number } }>(
    await request.get(`/api/e-commerce/order/v1/search/${invoice}`, { headers: member.headers }),
  );
  expect(detail.status).toBe('REQUEST_REFUND');
  return { member, invoice, paid: detail.payments.grandTotal };
}

/** The phone of a fresh member (registered as 628…) in the 08… form staff type. */
export const localPhone = (phone: string) => phone.replace(/^62/, '0');

export const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
