import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, connectTestRedis } from '../../http/rate-limit.testing';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import { latestOtp } from './test-helpers';
import { normalisedPhone, signUpForm } from '../../testing/members';

/** The real one-origin server of `npm start` (plain JavaScript, so imported without types). */
type CreateGateway = (opts: {
  api: { host: string; port: number };
  apps: Record<string, { dist: string }>;
  runtimeConfig: object;
}) => http.Server;
const gatewayModule = new URL('../../../../../tools/gateway/src/index.mjs', import.meta.url).href;
const { createGateway } = (await import(/* @vite-ignore */ gatewayModule)) as { createGateway: CreateGateway };

/**
 * Issue 12 §4: throttle attackers, not members. The API runs behind the gateway exactly as
 * `npm start` runs it (default TRUST_PROXY); each client binds its own loopback address
 * (127.0.0.2, 127.0.0.3 …), so the gateway sees a different client address for each.
 */
interface Answer {
  statusCode: number;
  body: { status: boolean; message: string; result?: { accessToken?: string } };
}

function post(gatewayPort: number, from: string, path: string, body: unknown, agent: http.Agent): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: gatewayPort,
        localAddress: from,
        agent,
        method: 'POST',
        path: `/api${path}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: API_KEY,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve({ statusCode: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const listen = (server: http.Server, host = '127.0.0.1') =>
  new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));

function scenario(name: string, env: Record<string, string>) {
  describe(`throttling behind the gateway (${name})`, () => {
    let t: TestApp;
    let gateway: http.Server;
    let port = 0;
    const agents: http.Agent[] = [];
    const client = (address: string) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      agents.push(agent);
      return {
        post: (path: string, body: unknown) => post(port, address, path, body, agent),
      };
    };

    beforeAll(async () => {
      if (env.REDIS_URL) await (await connectTestRedis()).close();
      t = await createTestApp({ env });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const apiPort = (t.app.server.address() as AddressInfo).port;
      gateway = createGateway({
        api: { host: '127.0.0.1', port: apiPort },
        apps: {},
        runtimeConfig: { apiBaseUrl: '/api', publicApiKey: API_KEY },
      });
      port = await listen(gateway);
    });
    afterAll(async () => {
      agents.forEach((a) => a.destroy());
      await new Promise((r) => gateway.close(r));
      await t.close();
    });

    it('1,000 wrong passwords from one address; the member then logs in from another address on the first try', async () => {
      // Random loopback addresses per run: Redis keeps counters between runs.
      const octet = () => 2 + Math.floor(Math.random() * 250);
      const attackerAddress = `127.${octet()}.${octet()}.2`;
      const memberAddress = `127.${octet()}.${octet()}.3`;
      const member = signUpForm({ password: 'RahasiaMember1' });
      const home = client(memberAddress);
      expect((await home.post('/o/oauth/v1/register', member)).statusCode).toBe(200);
      const phone = normalisedPhone(member.phone);
      expect(
        (await home.post('/o/oauth/v1/verifyPhone', { phone, otp: await latestOtp(t.app, phone) })).statusCode,
      ).toBe(200);

      const attacker = client(attackerAddress);
      const statuses = new Map<number, number>();
      for (let batch = 0; batch < 100; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            attacker.post('/o/oauth/v1/login', {
              email: i % 2 ? member.email : member.phone,
              password: `Salah${batch}x${i}`,
            }),
          ),
        );
        for (const a of answers) statuses.set(a.statusCode, (statuses.get(a.statusCode) ?? 0) + 1);
      }
      expect([...statuses.keys()].sort()).toEqual([401, 429]);
      // The attacker is slowed down almost at once.
      expect(statuses.get(401)).toBeLessThanOrEqual(10);
      expect(statuses.get(429)).toBeGreaterThanOrEqual(990);
      // Even the right password is refused from the attacker's address.
      expect(
        (await attacker.post('/o/oauth/v1/login', { email: member.email, password: member.password })).statusCode,
      ).toBe(429);

      const first = await home.post('/o/oauth/v1/login', { email: member.email, password: member.password });
      expect(first.statusCode, first.body.message).toBe(200);
      const byPhone = await client(`127.${octet()}.${octet()}.4`).post('/o/oauth/v1/login', {
        email: member.phone,
        password: member.password,
      });
      expect(byPhone.statusCode, byPhone.body.message).toBe(200);
    }, 120_000);

    it('sign-up is limited per client address, not for the whole shop', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const res = await client(`127.${2 + (i % 250)}.${Math.floor(Math.random() * 250)}.${10 + i}`).post(
          '/o/oauth/v1/register',
          signUpForm(),
        );
        answers.push(res.statusCode);
      }
      expect(answers).toEqual(Array(14).fill(200));
    }, 60_000);

    it('a forged X-Forwarded-For from the client does not pick its counter', async () => {
      const address = `127.${2 + Math.floor(Math.random() * 250)}.9.9`;
      const email = `palsu-${randomUUID()}@contoh.id`;
      const agent = new http.Agent();
      agents.push(agent);
      const forged = (i: number) =>
        new Promise<number>((resolve, reject) => {
          const payload = JSON.stringify({ email, password: 'Salah12345' });
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              localAddress: address,
              agent,
              method: 'POST',
              path: '/api/o/oauth/v1/login',
              headers: { 'content-type': 'application/json', authorization: API_KEY, 'x-forwarded-for': `10.9.${i}.1` },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.end(payload);
        });
      const codes: number[] = [];
      for (let i = 0; i < 8; i += 1) codes.push(await forged(i));
      expect(codes.slice(0, 5)).toEqual(Array(5).fill(401));
      expect(codes.slice(5)).toEqual(Array(3).fill(429));
    });
  });
}

scenario('memory', {});
scenario('Redis', { REDIS_URL: TEST_REDIS_URL });
