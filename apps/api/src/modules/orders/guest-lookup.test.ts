import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, API_KEY, type TestApp } from '../../testing/test-app';
import { contactMatches, invoiceOf } from './guest-lookup';
import { placedMemberOrder, readyGuestCheckout, SERUM, variantIdsBySlug } from './order-test-kit';

let t: TestApp;
let serum: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_OPEN_UNPAID_PER_CONTACT: '50', ORDER_OPEN_UNPAID_PER_ADDRESS: '50' } });
  serum = (await variantIdsBySlug(t))[SERUM]!;
}, 120_000);
afterAll(async () => t?.close());

let addressSeq = 0;
const lookup = async (body: object, ip = `10.77.0.${++addressSeq}`) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/e-commerce/guest/v1/order-lookup',
    headers: { authorization: API_KEY },
    payload: body,
    remoteAddress: ip,
  });
  return { statusCode: res.statusCode, body: res.json() };
};

/** A guest order as readyGuestCheckout makes it: tamu@contoh.id, 081234567890. */
async function guestOrder() {
  const { id, token } = await readyGuestCheckout(t, API_KEY, serum);
  const res = await t.app.inject({
    method: 'POST',
    url: '/e-commerce/order/v1/create-order-guest',
    headers: { authorization: `Bearer ${token}` },
    payload: { checkoutId: id },
  });
  const body = res.json();
  return { uuid: body.result.uuid as string, invoice: body.result.order.invoice_number as string };
}

const NOT_FOUND =
  'Pesanan tidak ditemukan. Periksa kembali nomor invoice dan email atau nomor telepon yang kamu gunakan saat checkout';

describe('guest order lookup (Lacak Pesanan)', () => {
  it('opens the tracking page with the invoice and the e-mail or phone given at checkout', async () => {
    const { uuid, invoice } = await guestOrder();
    for (const contact of [
      'tamu@contoh.id',
      ' TAMU@Contoh.ID ',
      '081234567890',
      '+62 812-3456-7890',
      '6281234567890',
    ]) {
      const res = await lookup({ invoice, contact });
      expect(res.statusCode, contact).toBe(200);
      expect(res.body).toMatchObject({ status: true, message: 'Pesanan ditemukan', result: { uuid, invoice } });
    }
    // The number typed in lower case or without 'NMW-' finds it too.
    expect((await lookup({ invoice: invoice.toLowerCase(), contact: 'tamu@contoh.id' })).body.result.uuid).toBe(uuid);
    expect((await lookup({ invoice: invoice.slice(4), contact: 'tamu@contoh.id' })).body.result.uuid).toBe(uuid);
  });

  it('answers a wrong e-mail or phone exactly like an unknown invoice', async () => {
    const { invoice } = await guestOrder();
    for (const body of [
      { invoice, contact: 'orang-lain@contoh.id' },
      { invoice, contact: '081299999999' },
      { invoice: 'NMW-20991231-FFFFFFFF', contact: 'tamu@contoh.id' },
    ]) {
      const res = await lookup(body);
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
      expect(res.body.result).toBeUndefined();
    }
    const empty = await lookup({ invoice, contact: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.errors[0].message).toBe('Email atau nomor telepon belum diisi');
  });

  it("sends a member's order to the login, only to someone who knows its e-mail", async () => {
    const { invoice } = await placedMemberOrder(t, serum, 1);
    const [row] = await t.app.db.query.orders.findMany({ where: (o, { eq }) => eq(o.invoice, invoice) });
    expect((await lookup({ invoice, contact: 'siapa@contoh.id' })).statusCode).toBe(404);
    const res = await lookup({ invoice, contact: row!.contact.email });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Pesanan ini tercatat di akun member. Silahkan masuk untuk melihatnya');
  });

  it('counts failed tries: 10 per client address, 5 per address + invoice, then 429 (right answers are not counted)', async () => {
    const { invoice, uuid } = await guestOrder();
    const ip = '10.78.0.1';
    for (let i = 0; i < 3; i++) expect((await lookup({ invoice, contact: 'tamu@contoh.id' }, ip)).statusCode).toBe(200);
    const stranger = '10.78.0.2';
    for (let i = 0; i < 5; i++)
      expect((await lookup({ invoice, contact: `x${i}@contoh.id` }, stranger)).statusCode).toBe(404);
    // The stranger's address has had 5 wrong tries on this invoice: it waits, even with the right pair.
    expect((await lookup({ invoice, contact: 'tamu@contoh.id' }, stranger)).statusCode).toBe(429);
    const other = await guestOrder();
    for (let i = 0; i < 10; i++)
      expect((await lookup({ invoice: `NMW-20991231-0000000${i}`, contact: 'tamu@contoh.id' }, ip)).statusCode).toBe(
        404,
      );
    expect((await lookup({ invoice: other.invoice, contact: 'tamu@contoh.id' }, ip)).statusCode).toBe(429);
    expect((await lookup({ invoice: other.invoice, contact: 'tamu@contoh.id' })).body.result.uuid).toBe(other.uuid);
    expect(uuid).not.toBe(other.uuid);
  });

  it('a stranger cannot lock the buyer out of their order: never throttled by the invoice alone (issue 25 §6)', async () => {
    const { invoice, uuid } = await guestOrder();
    // Strangers from many addresses, 5 wrong contacts each.
    for (let s = 0; s < 3; s++)
      for (let i = 0; i < 5; i++)
        expect((await lookup({ invoice, contact: `orang${s}-${i}@contoh.id` }, `10.79.${s}.1`)).statusCode).toBe(404);
    const mine = await lookup({ invoice, contact: 'tamu@contoh.id' }, '10.79.9.9');
    expect(mine.statusCode).toBe(200);
    expect(mine.body.result.uuid).toBe(uuid);
  });

  it('reads invoices and contacts the way buyers type them', () => {
    expect(invoiceOf(' nmw-20261124-ab12cd34 ')).toBe('NMW-20261124-AB12CD34');
    expect(invoiceOf('20261124-AB12CD34')).toBe('NMW-20261124-AB12CD34');
    const contact = { email: 'Tamu@Contoh.id', phone: '6281234567890' };
    expect(contactMatches('tamu@contoh.id', contact, '')).toBe(true);
    expect(contactMatches('0812 3456 7890', contact, '')).toBe(true);
    expect(contactMatches('7890', contact, '')).toBe(false);
    expect(contactMatches('', { email: '', phone: '' }, '')).toBe(false);
  });
});
