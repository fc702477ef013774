import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** One hand-written request straight to the API (no gateway in front), answered before any route runs. */
function raw(head: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (c) => (data += c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [top = '', ...rest] = data.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1] ?? 0),
        contentType: /\r\ncontent-type: ([^\r\n]*)/i.exec(top)?.[1] ?? '',
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(head);
  });
}

/** Issue 25 §9: what Node refuses before Fastify sees a request is answered in the envelope too. */
describe('requests refused before routing, straight to the API', () => {
  it('an oversized request head gets 431 in the envelope, not a bare status line', async () => {
    const res = await raw(
      `GET /e-commerce/home/v1/category HTTP/1.1\r\nHost: localhost\r\nX-Panjang: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toMatchObject({
      status: false,
      message: 'Permintaan terlalu besar, silahkan muat ulang halaman',
    });
  });

  it('a malformed request line gets 400 in the envelope', async () => {
    const res = await raw('TIDAK ADA\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: false, message: 'Permintaan tidak valid' });
  });
});
