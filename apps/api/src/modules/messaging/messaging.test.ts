import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, register } from '../auth/test-helpers';
import { normalisedPhone, signUpForm } from '../../testing/members';
import { DeliveryError } from './types';
import { whatsAppCloud } from './whatsapp';

/** A stand-in for the WhatsApp Cloud API: records requests, answers with `status`. */
async function fakeWhatsApp() {
  const requests: { headers: IncomingMessage['headers']; body: any }[] = [];
  let status = 200;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push({ headers: req.headers, body: JSON.parse(raw) });
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(status === 200 ? '{"messages":[{"id":"wamid.1"}]}' : '{"error":{"message":"bad"}}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0/123/messages`,
    requests,
    fail: (s: number) => (status = s),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Just enough SMTP to take a message from nodemailer (no TLS, no auth). */
async function fakeSmtp() {
  const mails: string[] = [];
  const server: Server = createTcpServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data !== null) {
          if (line === '.') {
            mails.push(data);
            data = null;
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('WhatsApp Cloud adapter', () => {
  it('posts a Cloud API text message with the bearer token', async () => {
    const wa = await fakeWhatsApp();
    try {
      await whatsAppCloud({ apiUrl: wa.url, token: 'rahasia' }).send({ to: '6281234567890', text: 'Halo' });
      expect(wa.requests).toHaveLength(1);
      expect(wa.requests[0]!.headers.authorization).toBe('Bearer rahasia');
      expect(wa.requests[0]!.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '6281234567890',
        type: 'text',
        text: { preview_url: false, body: 'Halo' },
      });
      wa.fail(400);
      await expect(
        whatsAppCloud({ apiUrl: wa.url, token: 'x' }).send({ to: '62812', text: 'x' }),
      ).rejects.toBeInstanceOf(DeliveryError);
    } finally {
      await wa.close();
    }
    await expect(
      whatsAppCloud({ apiUrl: 'http://127.0.0.1:1/x', token: 'x' }).send({ to: '62812', text: 'x' }),
    ).rejects.toBeInstanceOf(DeliveryError);
  });
});

describe('production-style delivery (WhatsApp + SMTP configured)', () => {
  let t: TestApp;
  let wa: Awaited<ReturnType<typeof fakeWhatsApp>>;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    [wa, smtp] = await Promise.all([fakeWhatsApp(), fakeSmtp()]);
    t = await createTestApp({
      content: null,
      env: {
        WHATSAPP_API_URL: wa.url,
        WHATSAPP_TOKEN: 'token-wa',
        SMTP_URL: smtp.url,
        SITE_URL: 'https://rona.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([wa.close(), smtp.close()]);
  });

  async function registerAndVerify() {
    const m = signUpForm();
    expect((await register(t.app, m)).statusCode).toBe(200);
    const sent = wa.requests.at(-1)!.body;
    expect(sent.to).toBe(normalisedPhone(m.phone));
    const code = Number(/^(\d{6}) adalah kode OTP/.exec(sent.text.body)![1]);
    const verified = await call(t.app, '/o/oauth/v1/verifyPhone', {
      method: 'POST',
      body: { phone: normalisedPhone(m.phone), otp: code },
    });
    expect(verified.statusCode).toBe(200);
    return m;
  }

  it('sends the OTP through WhatsApp and the mails through SMTP, keeping nothing in the outbox', async () => {
    expect(t.app.messaging.whatsapp.kind).toBe('whatsapp-cloud');
    expect(t.app.messaging.mail.kind).toBe('smtp');
    const m = await registerAndVerify();
    const mail = smtp.mails.find((x) => x.includes(m.email))!;
    expect(mail).toMatch(/Subject: Verifikasi Email Akun Rona/);
    expect(mail).toMatch(/multipart\/alternative/);
    expect(mail).toMatch(/text\/html/);
    expect(mail).toContain('https://rona.example/verification-email/');
    expect(await t.app.db.select().from(outboxMessages)).toEqual([]);
  });

  it('answers 503 and leaves no account behind when WhatsApp refuses the code', async () => {
    wa.fail(500);
    try {
      const m = signUpForm();
      const res = await register(t.app, m);
      expect(res.statusCode).toBe(503);
      expect(res.body.message).toBe('Daftar Akun Gagal, kode OTP tidak dapat dikirim. Silahkan coba lagi');
      expect(await t.app.db.select().from(users).where(eq(users.email, m.email))).toEqual([]);
    } finally {
      wa.fail(200);
    }
  });

  it('mails the reset link over SMTP', async () => {
    const m = await registerAndVerify();
    expect((await call(t.app, '/o/oauth/v1/forgot', { method: 'POST', body: { email: m.email } })).statusCode).toBe(
      200,
    );
    const mail = smtp.mails.filter((x) => x.includes(m.email)).at(-1)!;
    expect(mail).toMatch(/Subject: Reset Kata Sandi Akun Rona/);
    expect(mail).toContain('https://rona.example/reset-password/');
  });
});

describe('SMTP unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('answers 503 with a retry message for a reset mail', async () => {
    const res = await call(t.app, '/o/oauth/v1/forgot', { method: 'POST', body: { email: 'demo@rona.id' } });
    expect(res.statusCode).toBe(503);
    expect(res.body.message).toBe('Email gagal dikirim, silahkan coba lagi');
  });
});

describe('development outbox endpoint', () => {
  it('is absent in production and when switched off', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' },
      { OUTBOX_ENDPOINT: 'off' },
    ];
    for (const env of envs) {
      const t = await createTestApp({ content: null, env });
      try {
        const res = await call(t.app, '/dev/v1/outbox', { auth: null });
        expect(res.statusCode).toBe(404);
        expect(t.app.messaging.whatsapp.kind).toBe('outbox');
      } finally {
        await t.close();
      }
    }
  });
});
