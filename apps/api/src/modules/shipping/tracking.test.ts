import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiriminAjaProvider } from './kiriminaja';
import { kiriminAjaTracker, stateOf, TRACKING_PATH, wibTime } from './kiriminaja-tracking';
import { ShippingUnavailable } from './provider';
import { rateTableProvider } from './rate-table';

/** KiriminAja's answer for a delivered JNE parcel (the shape of its documented example, newest first). */
const DELIVERED = {
  status: true,
  text: 'Delivered to BAGUS | 14-07-2021 16:00 | YOGYAKARTA',
  method: 'shTracking',
  status_code: 200,
  details: {
    awb: 'JNE0012345678',
    delivered: true,
    images: { camera_img: 'https://pod.example.test/photo.jpeg', signature_img: null, pop_img: null },
  },
  histories: [
    {
      created_at: '2021-07-14 16:00:00',
      status: 'Delivered to BAGUS | 14-07-2021 16:00 | YOGYAKARTA',
      status_code: 200,
      driver: '',
      receiver: 'BAGUS',
    },
    {
      created_at: '2021-07-14 09:53:00',
      status: 'With delivery courier YOGYAKARTA',
      status_code: 100,
      driver: 'ANTO',
      receiver: '',
    },
    {
      created_at: '2021-07-13 20:44:00',
      status: 'Shipment forwarded to destination YOGYAKARTA',
      status_code: 100,
      driver: '',
      receiver: '',
    },
  ],
};

/** A local stand-in for KiriminAja: records each request and answers what the test set. */
let server: Server;
let baseUrl = '';
const seen: { path: string; auth: string | undefined; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: DELIVERED };

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      body: JSON.parse((await bodyOf(req)) || 'null'),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const kiriminAja = () =>
  kiriminAjaProvider({ baseUrl, token: 'secret-token', originDistrictId: 1, districtIds: async () => 1 });
const context = { shippedAt: new Date('2021-07-13T10:00:00Z') };

describe('KiriminAja tracking', () => {
  it('asks the tracking API for the waybill with the bearer token and answers the scans oldest first', async () => {
    answer = { status: 200, body: DELIVERED };
    seen.length = 0;
    const events = await kiriminAja().track('JNE0012345678', 'jne', context);
    expect(seen).toEqual([{ path: TRACKING_PATH, auth: 'Bearer secret-token', body: { order_id: 'JNE0012345678' } }]);
    expect(events).toEqual([
      {
        at: new Date('2021-07-13T13:44:00Z'),
        state: 'IN_TRANSIT',
        description: 'Shipment forwarded to destination YOGYAKARTA',
        driver: null,
        receiver: null,
        images: [],
      },
      {
        at: new Date('2021-07-14T02:53:00Z'),
        state: 'OUT_FOR_DELIVERY',
        description: 'With delivery courier YOGYAKARTA',
        driver: 'ANTO',
        receiver: null,
        images: [],
      },
      {
        at: new Date('2021-07-14T09:00:00Z'),
        state: 'DELIVERED',
        description: 'Delivered to BAGUS | 14-07-2021 16:00 | YOGYAKARTA',
        driver: null,
        receiver: 'BAGUS',
        images: ['https://pod.example.test/photo.jpeg'],
      },
    ]);
  });

  it('asks once per waybill within 5 minutes (errors are not kept)', async () => {
    answer = { status: 200, body: DELIVERED };
    seen.length = 0;
    let clock = 0;
    const tracker = kiriminAjaTracker({ baseUrl, token: 't', now: () => clock });
    await tracker('JNE1');
    await tracker('JNE1');
    await tracker('JNE2');
    expect(seen.map((s) => s.body)).toEqual([{ order_id: 'JNE1' }, { order_id: 'JNE2' }]);
    clock = 5 * 60_000 + 1;
    await tracker('JNE1');
    expect(seen).toHaveLength(3);
    answer = { status: 500, body: {} };
    await expect(tracker('JNE3')).rejects.toBeInstanceOf(ShippingUnavailable);
    answer = { status: 200, body: DELIVERED };
    expect(await tracker('JNE3')).toHaveLength(3);
  });

  it('turns an error answer or no answer into ShippingUnavailable', async () => {
    answer = { status: 200, body: { status: false, text: 'data not found' } };
    await expect(kiriminAja().track('X', 'jne', context)).rejects.toBeInstanceOf(ShippingUnavailable);
    answer = { status: 500, body: {} };
    await expect(kiriminAja().track('X', 'jne', context)).rejects.toBeInstanceOf(ShippingUnavailable);
    const closed = kiriminAjaProvider({
      baseUrl: 'http://127.0.0.1:9',
      token: 't',
      originDistrictId: 1,
      districtIds: async () => 1,
    });
    await expect(closed.track('X', 'jne', context)).rejects.toBeInstanceOf(ShippingUnavailable);
  });

  it('reads WIB times and the states of the words', () => {
    expect(wibTime('2021-07-14 16:00:00')).toEqual(new Date('2021-07-14T09:00:00Z'));
    expect(wibTime('kemarin')).toBeNull();
    expect(stateOf({ created_at: '', status: 'Return to shipper JAKARTA', status_code: 100 })).toBe('RETURNED');
    expect(stateOf({ created_at: '', status: 'Received at inbound station', status_code: 100 })).toBe('IN_TRANSIT');
  });
});

describe('sandbox tracking', () => {
  const shippedAt = new Date('2026-11-24T03:00:00Z');
  const trackAt = (iso: string) =>
    rateTableProvider(undefined, () => new Date(iso)).track('SBX123456', 'jne', {
      shippedAt,
      destinationCity: 'Kota Bandung',
      recipientName: 'Sari',
    });

  it('advances with the time since shipping, on the injected clock', async () => {
    expect((await trackAt('2026-11-24T02:59:00Z')).map((e) => e.state)).toEqual([]);
    const first = await trackAt('2026-11-24T03:01:00Z');
    expect(first).toEqual([
      {
        at: shippedAt,
        state: 'PICKED_UP',
        description: 'Paket diterima kurir di Jakarta Selatan',
        driver: null,
        receiver: null,
        images: [],
      },
    ]);
    const nextDay = await trackAt('2026-11-25T06:00:00Z');
    expect(nextDay.map((e) => e.state)).toEqual([
      'PICKED_UP',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
    ]);
    expect(nextDay.at(-1)).toMatchObject({
      description: 'Paket dibawa kurir menuju alamat di Kota Bandung',
      driver: 'Budi (kurir sandbox)',
    });
    const later = await trackAt('2026-11-27T00:00:00Z');
    expect(later.at(-1)).toMatchObject({ state: 'DELIVERED', receiver: 'Sari' });
    // Oldest first, and the same scans each time.
    expect(later.map((e) => e.at.getTime())).toEqual([...later.map((e) => e.at.getTime())].sort((a, b) => a - b));
    expect(await trackAt('2026-11-27T00:00:00Z')).toEqual(later);
  });
});
