import http from 'node:http';
import net from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type EndpointDef } from '@rona/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { newMember } from '../testing/members';
import { API_KEY, createTestApp, type TestApp } from '../testing/test-app';

/** The real one-origin server of `npm start` (plain JavaScript, so imported without types). */
type CreateGateway = (opts: {
  api: { host: string; port: number };
  apps: Record<string, { dist: string }>;
  runtimeConfig: object;
}) => http.Server;
const gatewayModule = new URL('../../../../tools/gateway/src/index.mjs', import.meta.url).href;
const { createGateway } = (await import(/* @vite-ignore */ gatewayModule)) as { createGateway: CreateGateway };

/**
 * Issue 12 §7 through the gateway: hostile input gets a 4xx in the spec's envelope, never a 5xx or
 * a bare text answer — oversize bodies (the API's 413, not 502), undecodable asset paths (`/_sf/%ff`),
 * over-long request heads (431), on every endpoint of the contract.
 */
let t: TestApp;
let gateway: http.Server;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const root = mkdtempSync(join(tmpdir(), 'rona-gateway-hostile-'));
  const apps: Record<string, { dist: string }> = {};
  for (const app of ['storefront', 'account-checkout', 'linkpage']) {
    const dist = join(root, app);
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<html><head><!--rona-runtime-config--></head><body>${app}</body></html>`);
    apps[app] = { dist };
  }
  gateway = createGateway({
    api: { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port },
    apps,
    runtimeConfig: { apiBaseUrl: '/api', publicApiKey: API_KEY },
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  port = (gateway.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => gateway.close(r));
  await t.close();
});

interface Raw {
  status: number;
  contentType: string;
  body: string;
}

/** One request over a fresh socket, written by hand (so heads and paths can be anything). */
function raw(head: string, body: Buffer | string = ''): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (c) => (data += c));
    socket.on('error', () => undefined); // the server may close while the body is still being sent
    socket.on('close', () => {
      const [top = '', ...rest] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1] ?? 0);
      const contentType = /\r\ncontent-type: ([^\r\n]*)/i.exec(top)?.[1] ?? '';
      if (!status) return reject(new Error(`no answer: ${data.slice(0, 200)}`));
      resolve({ status, contentType, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') });
    });
    socket.write(head);
    if (body.length) socket.write(body);
    // Every request says `Connection: close`: the server closes once it has answered.
    setTimeout(() => socket.destroy(), 15_000).unref();
  });
}

function expectEnvelope4xx(res: Raw, what: string) {
  expect(res.status, `${what} → ${res.status} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what} → ${res.status} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.contentType, what).toMatch(/application\/json/);
  const body = JSON.parse(
    res.body
      .replace(/^[0-9a-f]+\r\n/i, '')
      .replace(/\r\n0\r\n$/, '')
      .trim(),
  ) as { status: boolean; message: string };
  expect(body.status, what).toBe(false);
  expect(body.message, what).toMatch(/\S/);
}

const endpoints = Object.entries(contract) as [string, EndpointDef][];
const pathOf = (def: EndpointDef) => `/api${def.path.replace(/:([A-Za-z0-9_]+)/g, 'abc')}`;

describe('through the gateway', () => {
  it('a JSON body over 1 MB gets the API 413 in the envelope on every body endpoint', async () => {
    const big = Buffer.from(JSON.stringify({ email: 'x'.repeat(1_200_000) }));
    for (const [, def] of endpoints.filter(([, d]) => d.method !== 'GET')) {
      const res = await raw(
        `${def.method} ${pathOf(def)} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\nConnection: close\r\n\r\n`,
        big,
      );
      expectEnvelope4xx(res, `${def.method} ${def.path} oversize`);
      expect(res.status, def.path).toBe(413);
    }
  });

  it('a chunked body over the limit gets 413 too', async () => {
    const chunk = 'x'.repeat(256 * 1024);
    const chunks =
      Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('') + '0\r\n\r\n';
    const res = await raw(
      `POST /api/o/oauth/v1/login HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${API_KEY}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      chunks,
    );
    expectEnvelope4xx(res, 'chunked oversize');
  });

  it.each(['/_sf/%ff', '/_ac/%E0%A4%A', '/_lp/%', '/_sf/assets/%C0%AF'])(
    'an undecodable asset path %s gets a 4xx envelope',
    async (path) => {
      expectEnvelope4xx(await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`), path);
    },
  );

  it.each(['/%ff', '/products/%ff%fe', '/user/%'])(
    'an undecodable page path %s gets the owning app (its not-found page), never a 5xx',
    async (path) => {
      const res = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(res.status, path).toBeLessThan(500);
      expect(res.contentType).toMatch(/text\/html/);
    },
  );

  it('undecodable API paths get a 4xx envelope on every endpoint', async () => {
    for (const [, def] of endpoints) {
      const path = `/api${def.path.replace(/:([A-Za-z0-9_]+)/g, '%ff')}`;
      if (path === `/api${def.path}`) continue;
      const res = await raw(
        `${def.method} ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${API_KEY}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status, `${def.method} ${path} → ${res.body.slice(0, 120)}`).toBeLessThan(500);
    }
  });

  it('an over-long request head gets a 431 in the envelope', async () => {
    for (const head of [
      `GET /api/e-commerce/home/v1/category HTTP/1.1\r\nHost: localhost\r\nX-Panjang: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      `GET /api/e-commerce/product/v1/all?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: localhost\r\n${Array.from({ length: 300 }, (_, i) => `X-H${i}: ${'b'.repeat(100)}`).join('\r\n')}\r\nConnection: close\r\n\r\n`,
    ]) {
      const res = await raw(head);
      expectEnvelope4xx(res, `head of ${head.length} bytes`);
      expect(res.status).toBe(431);
    }
  });

  it('the hostile-input sweep over every endpoint ends with 0 answers 5xx through the gateway', async () => {
    const member = await newMember(t.app);
    const [partner] = await t.app.db.select().from(users).where(eq(users.email, 'partner@rona.id'));
    const auth: Partial<Record<EndpointDef['auth'], string>> = {
      member: `Bearer ${member.token}`,
      linkTool: `Bearer ${(await createSession(t.app.db, partner!.id)).token}`,
      apiKey: API_KEY,
      optionalMember: API_KEY,
    };
    const bodies = [
      '{"tidak json',
      '[]',
      '"teks"',
      '{"a":{"b":[null,{}]}}',
      JSON.stringify({ email: '\u0000', password: 'x'.repeat(5000) }),
      '['.repeat(5000) + ']'.repeat(5000),
    ];
    const fivexx: string[] = [];
    // Logout last: it ends the session the other member calls use.
    for (const [name, def] of endpoints
      .filter(([n]) => n !== 'logout')
      .concat(endpoints.filter(([n]) => n === 'logout'))) {
      const paths = ['%00', 'x'.repeat(300), '..%2F..', '-1'].map(
        (v) => `/api${def.path.replace(/:([A-Za-z0-9_]+)/g, v)}?page=-1&limit=abc&search=%ff`,
      );
      const headers = `Host: localhost\r\n${auth[def.auth] ? `Authorization: ${auth[def.auth]}\r\n` : ''}Connection: close\r\n`;
      for (const path of paths) {
        const res = await raw(`${def.method} ${path} HTTP/1.1\r\n${headers}Content-Length: 0\r\n\r\n`).catch(
          (e: Error) => ({ status: 599, body: e.message }),
        );
        if (res.status >= 500) fivexx.push(`${name} ${path.slice(0, 60)} → ${res.status}`);
      }
      if (def.method === 'GET') continue;
      for (const body of bodies) {
        const res = await raw(
          `${def.method} ${pathOf(def)} HTTP/1.1\r\n${headers}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
          body,
        ).catch((e: Error) => ({ status: 599, body: e.message }));
        if (res.status >= 500) fivexx.push(`${name} ${body.slice(0, 30)} → ${res.status} ${res.body.slice(0, 80)}`);
      }
    }
    expect(fivexx).toEqual([]);
  }, 120_000);

  it('a malformed request line gets a 400 envelope', async () => {
    expectEnvelope4xx(await raw('TIDAK ADA\r\n\r\n'), 'malformed request line');
  });
});
