import type { FastifyInstance } from 'fastify';
import type { TestEnvelope } from '../../testing/envelope';
import { normalisedPhone, signUpForm } from '../../testing/members';
import { API_KEY } from '../../testing/test-app';

/** Test-only helpers for the auth suites: calls from chosen client addresses, sign-ups, the sandbox outbox. */

let addressSeq = 0;
/** A new client address per call unless one is given, so the per-address limits only bite where a test means them to. */
export const freshAddress = () => {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

export async function call(
  app: FastifyInstance,
  url: string,
  init: {
    method?: 'GET' | 'POST';
    auth?: string | null;
    body?: unknown;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const auth = init.auth === undefined ? API_KEY : init.auth;
  const res = await app.inject({
    method: init.method ?? 'GET',
    url,
    remoteAddress: init.ip ?? freshAddress(),
    headers: { ...init.headers, ...(auth ? { authorization: auth } : {}) },
    ...(init.body !== undefined ? { payload: init.body as object } : {}),
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() as TestEnvelope };
}

export async function outbox(app: FastifyInstance, to: string, channel?: 'email' | 'whatsapp') {
  const query = new URLSearchParams({ to, ...(channel ? { channel } : {}) });
  const res = await call(app, `/dev/v1/outbox?${query}`, { auth: null });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return res.body.result as {
    to: string;
    subject: string | null;
    text: string;
    data: Record<string, string>;
    channel: string;
  }[];
}

export async function latestOtp(app: FastifyInstance, phone: string): Promise<number> {
  const [msg] = await outbox(app, phone, 'whatsapp');
  if (!msg) throw new Error(`no WhatsApp message to ${phone}`);
  return Number(msg.data.otp);
}

export const register = (app: FastifyInstance, body: object, qr?: string) =>
  call(app, `/o/oauth/v1/register${qr ? `?qr=${encodeURIComponent(qr)}` : ''}`, { method: 'POST', body });

/** Registers and verifies the phone; answers the member session token. */
export async function verifiedMember(app: FastifyInstance, member = signUpForm()) {
  const reg = await register(app, member);
  if (reg.statusCode !== 200) throw new Error(`register answered ${reg.statusCode}: ${reg.body.message}`);
  const phone = normalisedPhone(member.phone);
  const res = await call(app, '/o/oauth/v1/verifyPhone', {
    method: 'POST',
    body: { phone, otp: await latestOtp(app, phone) },
  });
  if (res.statusCode !== 200) throw new Error(`verifyPhone answered ${res.statusCode}: ${res.body.message}`);
  return { ...member, phone, token: res.body.result.accessToken as string };
}
