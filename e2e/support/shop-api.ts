import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

/** The public application key the front ends send (runtime config of `npm start`). */
export const API_KEY = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';
export const keyHeaders = { Authorization: API_KEY };
/** The operator token the e2e server is started with (e2e/playwright.config.ts). */
export const OPS_TOKEN = 'e2e-operator-token-rona';

/** A successful envelope's `result`; fails the test with the server's answer otherwise. */
export async function ok<T = unknown>(res: APIResponse): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: T }).result;
}

export interface ProductCard {
  name: string;
  size: string;
  url: string;
  variantId: string;
  status: boolean;
  warehouse: { stock: number; discount: unknown };
}

/**
 * Which well-stocked product a spec buys, so that specs that count stock never share one (the
 * older specs take the first). Keep the numbers unique.
 */
export const PRODUCT_SLOT = {
  memberJourney: 2,
  guestJourney: 3,
  orderExpiry: 4,
  reviews: 5,
  a11yDesktop: 6,
  a11yPhone: 7,
  orderLookup: 8,
  offlineAdd: 9,
  signUpJourney: 10,
} as const;

/** A product nobody will sell out during the run: in stock (> 20), no discount, cheapest first. */
export async function wellStockedProduct(request: APIRequestContext, skip = 0): Promise<ProductCard> {
  const { datas } = await ok<{ datas: ProductCard[] }>(
    await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers: keyHeaders }),
  );
  const card = datas.filter((c) => c.status && !c.warehouse.discount && c.warehouse.stock > 20)[skip];
  if (!card) throw new Error('a well-stocked product without discount in the seed');
  return card;
}

export interface FreshMember {
  fullName: string;
  email: string;
  phone: string;
  token: string;
  headers: Record<string, string>;
}

/**
 * A member of this test only (shared seed accounts are busy in parallel specs): registered, phone
 * verified with the code from the dev outbox, logged in.
 */
export async function freshMember(request: APIRequestContext, fullName = 'Pembeli Uji Rona'): Promise<FreshMember> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  const phone = `628${n}`;
  const email = `pembeli.${n}@rona.test`;
  await ok(
    await request.post('/api/o/oauth/v1/register', {
      headers: keyHeaders,
      data: { fullName, phone, email, password: 'rahasia123' },
    }),
  );
  let otp: number | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/v1/outbox', { params: { to: phone, channel: 'whatsapp', limit: 5 } });
      const found = ((await res.json()).result as { data: { kind: string; otp?: unknown } }[] | undefined)?.find(
        (m) => m.data.kind === 'otp',
      );
      otp = found ? Number(found.data.otp) : undefined;
      return otp;
    })
    .toBeDefined();
  const { accessToken } = await ok<{ accessToken: string }>(
    await request.post('/api/o/oauth/v1/verifyPhone', { headers: keyHeaders, data: { phone, otp } }),
  );
  return { fullName, email, phone, token: accessToken, headers: { Authorization: `Bearer ${accessToken}` } };
}

/**
 * Hands a member's session to the browser as a login does (docs/decisions/006): the token in the
 * HttpOnly cookie the API reads, and the SESSION__ marker the front ends read.
 */
export async function signIn(context: BrowserContext, member: { token: string }, baseURL: string | undefined) {
  await context.addCookies(sessionCookies(member.token, baseURL));
}
export function sessionCookies(token: string, baseURL: string | undefined) {
  const url = baseURL ?? '';
  return [
    { name: 'SESSION_TOKEN__', value: token, url, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'SESSION__', value: '1', url, sameSite: 'Lax' as const },
  ];
}
/** The member's session token the browser holds (its HttpOnly cookie). */
export async function sessionTokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'SESSION_TOKEN__')?.value;
}

/** `npm run ops -- …` through the running API, as an operator would; answers the printed lines. */
export async function ops(request: APIRequestContext, ...args: string[]): Promise<string[]> {
  const { lines } = await ok<{ lines: string[] }>(
    await request.post('/api/ops/v1/run', { headers: { 'x-ops-token': OPS_TOKEN }, data: { args } }),
  );
  return lines;
}

/** The product's total stock as the listing reports it. */
export async function stockOf(request: APIRequestContext, variantId: string): Promise<number> {
  const { datas } = await ok<{ datas: ProductCard[] }>(
    await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers: keyHeaders }),
  );
  const card = datas.find((c) => c.variantId === variantId);
  if (!card) throw new Error(`product variant ${variantId} in the listing`);
  return card.warehouse.stock;
}
