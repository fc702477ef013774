import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../../db/schema';
import { createTestApp, API_KEY, type TestApp } from '../../testing/test-app';
import { outboxMailer, outboxWhatsApp } from '../messaging/outbox';
import { deliverDueMessages } from '../order-messages/worker';
import { runOps } from '../../ops/commands';
import { ShippingUnavailable } from '../shipping';
import {
  call,
  notifyPayment,
  orderRow,
  placedMemberOrder,
  readyGuestCheckout,
  SERUM,
  variantIdsBySlug,
} from './order-test-kit';
import { courierOf, normalizeWaybill, withCourierEvents } from './shipment';

const OPS_TOKEN = 'ops-rahasia-panjang-16';
let t: TestApp;
let serum: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      OPS_TOKEN,
      RATE_LIMIT_FACTOR: '50',
      ORDER_OPEN_UNPAID_PER_CONTACT: '50',
      ORDER_OPEN_UNPAID_PER_ADDRESS: '50',
    },
  });
  serum = (await variantIdsBySlug(t))[SERUM]!;
}, 120_000);
afterAll(async () => t?.close());

/** A member's order, paid and packed (PROCESS): ready to ship. */
async function packedMemberOrder() {
  const { m, invoice } = await placedMemberOrder(t, serum, 1);
  await notifyPayment(t, invoice, (await orderRow(t, invoice)).grandTotal);
  await runOps(t.app.db, ['advance', invoice, 'process']);
  return { m, invoice };
}

/** The operator's HTTP door (what `npm run ops` uses against a running API). */
const opsDoor = (args: string[]) =>
  t.app.inject({ method: 'POST', url: '/ops/v1/run', headers: { 'x-ops-token': OPS_TOKEN }, payload: { args } });

const trackingUrl = (invoice: string, uuid?: string) =>
  `/third-party/shipping/v1/express/tracking?order_id=${invoice}${uuid ? `&uuid=${uuid}` : ''}`;

describe('waybill: recorded when the operator ships', () => {
  it('refuses to ship without a waybill or with a malformed one; the order stays where it was', async () => {
    const { invoice } = await packedMemberOrder();
    await expect(runOps(t.app.db, ['advance', invoice, 'ship'])).rejects.toThrow(
      'Nomor resi wajib diisi saat pesanan dikirim: --waybill <resi>',
    );
    await expect(runOps(t.app.db, ['advance', invoice, 'ship', '--waybill', 'ab'])).rejects.toThrow(
      'Nomor resi tidak valid',
    );
    const door = await opsDoor(['advance', invoice, 'ship']);
    expect(door.statusCode).toBe(400);
    expect(door.json().message).toBe('Nomor resi wajib diisi saat pesanan dikirim: --waybill <resi>');
    const row = await orderRow(t, invoice);
    expect(row.status).toBe('PROCESS');
    expect(row.waybill).toBeNull();
  });

  it('ships with the waybill (CLI): the member sees it in the detail and the courier timeline in tracking', async () => {
    const { m, invoice } = await packedMemberOrder();
    expect(await runOps(t.app.db, ['advance', invoice, 'ship', '--waybill', 'jne 0012 3456 78'])).toEqual([
      `${invoice}: SHIPPED`,
    ]);
    expect((await orderRow(t, invoice)).waybill).toBe('JNE0012345678');

    const detail = await m.call('GET', `/e-commerce/order/v1/search/${invoice}`);
    expect(detail.body).toMatchObject({ status: true });
    expect(detail.body.result.logistics.waybill).toBe('JNE0012345678');

    const tracking = await m.call('GET', trackingUrl(invoice));
    expect(tracking.statusCode).toBe(200);
    const events = tracking.body.result as { status: string; status_message: string; created_at: string }[];
    // The sandbox courier has just picked the parcel up; the order's own steps follow, newest first.
    expect(events.map((e) => e.status)).toEqual([
      'SHIPPED',
      'COURIER_PICKED_UP',
      'PROCESS',
      'WAITING_CONFIRM',
      'WAITING_PAYMENT',
    ]);
    expect(events[1]!.status_message).toBe('Paket diterima kurir di Jakarta Selatan');
    const times = events.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The inbox entry of the step names the courier and the resi.
    const inbox = await t.app.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(inbox.find((n) => n.title === 'Pesanan Dikirim')?.description).toBe(
      `Pesanan ${invoice} sedang dalam perjalanan bersama ${(await orderRow(t, invoice)).shipping.shippingAgency} (No. Resi JNE0012345678).`,
    );
  });

  it('ships a guest order through the HTTP door: the tracking page gets the waybill and the timeline', async () => {
    const { id, token } = await readyGuestCheckout(t, API_KEY, serum);
    const created = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', `Bearer ${token}`, {
      checkoutId: id,
    });
    const { uuid, order } = created.body.result as { uuid: string; order: { invoice_number: string } };
    const invoice = order.invoice_number;
    await notifyPayment(t, invoice, (await orderRow(t, invoice)).grandTotal);
    expect((await opsDoor(['advance', invoice, 'confirm'])).statusCode).toBe(200);
    const shipped = await opsDoor(['advance', invoice, 'ship', '--waybill', 'SCP-778899001']);
    expect(shipped.json().result.lines).toEqual([`${invoice}: SHIPPED`]);

    const detail = await call(t, 'GET', `/e-commerce/guest/v1/order?search=${uuid}`, API_KEY);
    expect(detail.body.result.logistics.waybill).toBe('SCP-778899001');
    const tracking = await call(t, 'GET', trackingUrl(invoice, uuid), API_KEY);
    expect(tracking.body.result.map((e: { status: string }) => e.status)).toContain('COURIER_PICKED_UP');
    // Before shipping there was no waybill to show.
    const other = await readyGuestCheckout(t, API_KEY, serum);
    const open = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', `Bearer ${other.token}`, {
      checkoutId: other.id,
    });
    const openDetail = await call(t, 'GET', `/e-commerce/guest/v1/order?search=${open.body.result.uuid}`, API_KEY);
    expect(openDetail.body.result.logistics.waybill).toBeNull();
  });

  it("the 'shipped' mail carries the courier and the waybill", async () => {
    const { invoice } = await packedMemberOrder();
    await runOps(t.app.db, ['advance', invoice, 'ship', '--waybill', 'JT7766554433']);
    await deliverDueMessages(
      {
        db: t.app.db,
        messaging: {
          mail: outboxMailer(t.app.db, t.app.log),
          whatsapp: outboxWhatsApp(t.app.db, t.app.log),
          close: async () => {},
        },
        compose: t.config,
      },
      { batch: 100 },
    );
    const [mail] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.subject, `Pesanan ${invoice} sudah dikirim — Rona`)),
      );
    expect(mail?.text).toContain('Nomor Resi');
    expect(mail?.text).toContain('JT7766554433');
    expect(mail?.html).toContain('JT7766554433');
  });
});

describe('timeline assembly', () => {
  const history = [
    { created_at: '2026-11-24T05:00:00.000Z', status: 'SHIPPED' },
    { created_at: '2026-11-24T02:00:00.000Z', status: 'PROCESS' },
  ].map((h) => ({ ...h, status_message: h.status, icon: null, driver: null, receiver: null, images: [] }));
  const order = {
    invoice: 'NMW-20261124-AAAA0001',
    status: 'SHIPPED',
    waybill: 'JNE0012345678',
    shipping: { id: 'jne:REG:jawa:1' },
    address: { recipientName: 'Sari', area: { city: 'Kota Bandung' } },
  } as unknown as Parameters<typeof withCourierEvents>[1];

  it('keeps the order history when the courier cannot be asked (logged, no error)', async () => {
    const warnings: string[] = [];
    const down = {
      track: async () => {
        throw new ShippingUnavailable('down');
      },
    };
    expect(await withCourierEvents(history, order, down, { warn: (_o, msg) => warnings.push(msg) })).toEqual(history);
    expect(warnings).toEqual(['courier tracking unavailable']);
  });

  it('asks the courier of the order with the shipping time and merges newest first', async () => {
    const asked: unknown[] = [];
    const events = await withCourierEvents(history, order, {
      track: async (waybill, courier, context) => {
        asked.push({ waybill, courier, context });
        return [
          {
            at: new Date('2026-11-24T06:00:00Z'),
            state: 'IN_TRANSIT',
            description: 'Paket tiba di gudang sortir',
            driver: null,
            receiver: null,
            images: [],
          },
        ];
      },
    });
    expect(asked).toEqual([
      {
        waybill: 'JNE0012345678',
        courier: 'jne',
        context: {
          shippedAt: new Date('2026-11-24T05:00:00Z'),
          destinationCity: 'Kota Bandung',
          recipientName: 'Sari',
        },
      },
    ]);
    expect(events.map((e) => e.status)).toEqual(['COURIER_IN_TRANSIT', 'SHIPPED', 'PROCESS']);
    // No waybill, nothing to ask.
    const none = await withCourierEvents(history, { ...order, waybill: null }, { track: async () => [] });
    expect(none).toEqual(history);
  });

  it('normalizes receipt numbers and reads the courier from the quote id', () => {
    expect(normalizeWaybill(' jne 0012-3456 ')).toBe('JNE0012-3456');
    expect(normalizeWaybill('12345')).toBeNull();
    expect(normalizeWaybill('resi/123456')).toBeNull();
    expect(normalizeWaybill(undefined)).toBeNull();
    expect(courierOf({ shipping: { id: 'sicepat:BEST:jawa:2' } } as Parameters<typeof courierOf>[0])).toBe('sicepat');
  });
});
