import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { createSession, hashPassword } from '../modules/auth/sessions';
import type { Answer } from './envelope';
import { API_KEY } from './test-app';

/** Test members: sign-up forms for the auth flows, members made directly in the database for everything else. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestMember {
  userId: string;
  token: string;
  call(method: Method, url: string, body?: unknown): Promise<Answer>;
}

let signUpSeq = 0;
/** A new member's sign-up form (unique e-mail and phone), for the register and verify calls. */
export function signUpForm(
  overrides: Partial<{ email: string; fullName: string; phone: string; password: string }> = {},
) {
  signUpSeq += 1;
  const n = `${Date.now() % 1_000_000}${signUpSeq}`.padStart(8, '0').slice(-8);
  return {
    email: `member${n}@contoh.id`,
    fullName: `Anggota ${n}`,
    phone: `0812${n}`,
    password: 'Rahasia123',
    ...overrides,
  };
}
/** The stored form of `signUpForm().phone`. */
export const normalisedPhone = (phone: string) => phone.replace(/^0/, '62');

/** Calls with the public API key (area pickers, the unsubscribe page). */
export async function publicCall(app: FastifyInstance, method: Method, url: string, body?: unknown): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: API_KEY },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

async function loggedIn(app: FastifyInstance, userId: string): Promise<TestMember> {
  const { token } = await createSession(app.db, userId);
  return {
    userId,
    token,
    async call(method, url, body) {
      const res = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      return { statusCode: res.statusCode, body: res.json() };
    },
  };
}

/** The seeded demo member (points, notifications and one address come with the seed). */
export async function demoMember(app: FastifyInstance): Promise<TestMember> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
  return loggedIn(app, row!.id);
}

/** A fresh member with no data of their own, signed in (made in the database, not through sign-up). */
export async function newMember(
  app: FastifyInstance,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<TestMember> {
  const [row] = await app.db
    .insert(users)
    .values({
      fullName: 'Sari Member',
      email: `sari-${randomUUID()}@contoh.id`,
      passwordHash: await hashPassword('SandiLama123'),
      emailVerified: true,
      phoneVerified: true,
      ...values,
    })
    .returning({ id: users.id });
  return loggedIn(app, row!.id);
}
