import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { EndpointDef } from '@rona/domain';

/**
 * The hostile-input sweeps' generators (bad-input.test.ts over the whole contract, admin-bad-input
 * over the back office with the owner's session): parameters, query strings and bodies of the wrong
 * type, size or shape, and one check that an answer is never a 5xx and a refusal is the envelope.
 */
export const HUGE = 'x'.repeat(20_000);
export const PARAM_VALUES = ['%00', HUGE.slice(0, 500), '-1', 'null', '..%2F..', '%E2%9C%93'];
export const QUERY = `?page=-3&limit=abc&search=${HUGE.slice(0, 2000)}&date=kemarin&status=TIDAK_ADA&checkoutId=%00&review=mungkin&sortBy=acak&weight=-1`;

/** Every field of an object body, set to a value of the wrong type (or too long). */
export function hostileBodies(body: z.ZodType | undefined): unknown[] {
  const keys = body instanceof z.ZodObject ? Object.keys(body.shape) : [];
  const each = (value: unknown) => Object.fromEntries(keys.map((k) => [k, value]));
  return [
    {},
    [],
    'teks',
    12,
    { nested: { deeper: [null, {}] } },
    each({ $gt: '' }),
    each(HUGE),
    each(-1e308),
    each(null),
  ];
}

/** The endpoint's path with every `:name` parameter set to `value`. */
export function urlOf(def: EndpointDef, value: string): string {
  return def.path.replace(/:([A-Za-z0-9_]+)/g, () => value);
}

export interface Attempt {
  url: string;
  payload?: unknown;
  contentType?: string;
}

/** English words of Fastify's or Node's own answers: a refusal the API did not write itself. */
const NOT_OURS =
  /^(internal server error|bad request|not found|unauthorized|route |body |unsupported|request |cannot )/i;

/**
 * Sends one attempt (a string payload as is, anything else as JSON) and checks the answer: below
 * 500, and a JSON refusal is the spec's envelope (`status: false`, a readable message in Indonesian,
 * `errors[]` on a 400). Answers the status code.
 */
export async function sendHostile(
  app: FastifyInstance,
  def: EndpointDef,
  attempt: Attempt,
  auth: string | undefined,
): Promise<number> {
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  const withBody = attempt.payload !== undefined;
  const res = await app.inject({
    method: def.method,
    url: attempt.url,
    headers: withBody ? { ...headers, 'content-type': attempt.contentType ?? 'application/json' } : headers,
    ...(withBody
      ? { payload: typeof attempt.payload === 'string' ? attempt.payload : JSON.stringify(attempt.payload) }
      : {}),
  });
  const where = `${def.method} ${attempt.url.slice(0, 120)} ${JSON.stringify(attempt.payload ?? '').slice(0, 120)}`;
  expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    const body = res.json() as { status: boolean; message: string; errors?: unknown };
    expect(body.status, where).toBe(false);
    expect(body.message, `${where} → ${body.message}`).toMatch(/\S/);
    expect(body.message, `${where} → ${body.message}`).not.toMatch(NOT_OURS);
    if (res.statusCode === 400) expect(Array.isArray(body.errors), `${where} → ${res.body.slice(0, 200)}`).toBe(true);
  }
  return res.statusCode;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      innerType?: z.ZodType;
      element?: z.ZodType;
      options?: z.ZodType[];
      items?: z.ZodType[];
      entries?: Record<string, unknown>;
      values?: unknown[];
      in?: z.ZodType;
      out?: z.ZodType;
      left?: z.ZodType;
      right?: z.ZodType;
      format?: string;
      getter?: () => z.ZodType;
    };
    bag: { minimum?: number; maximum?: number; format?: string };
  };
}

const STRING_SAMPLES: Record<string, () => string> = {
  uuid: () => randomUUID(),
  guid: () => randomUUID(),
  email: () => 'uji.sapu@rona.id',
  url: () => 'https://rona.id/uji.png',
  datetime: () => new Date().toISOString(),
  date: () => '2026-12-01',
  time: () => '10:00',
};

/**
 * A plausible value for a schema: the right types, unknown ids (random UUIDs), lengths and numbers
 * inside their bounds. Sent as is it passes most schemas, so the handler (not only the schema)
 * meets unknown ids; one field changed at a time then reaches the checks behind the schema.
 */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  const { def, bag } = (schema as unknown as ZodInternals)._zod;
  if (depth > 8) return undefined;
  const inner = (s: z.ZodType | undefined) => (s ? sampleOf(s, depth + 1) : undefined);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, inner(v)]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe': {
      const first = def.in as unknown as ZodInternals | undefined;
      return first?._zod.def.type === 'transform' ? inner(def.out) : inner(def.in);
    }
    case 'lazy':
      return def.getter ? inner(def.getter()) : undefined;
    case 'string': {
      const made = STRING_SAMPLES[bag.format ?? def.format ?? ''];
      if (made) return made();
      const min = Math.max(bag.minimum ?? 1, 1);
      return 'u'.repeat(Math.min(Math.max(min, 3), bag.maximum ?? 3));
    }
    case 'number':
    case 'int':
    case 'bigint':
      return Math.min(Math.max(bag.minimum ?? 1, 1), bag.maximum ?? 1);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return Array.from({ length: Math.max(bag.minimum ?? 1, 1) }, () => inner(def.element));
    case 'tuple':
      return (def.items ?? []).map(inner);
    case 'union':
      return inner(def.options?.[0]);
    case 'intersection':
      return { ...(inner(def.left) as object), ...(inner(def.right) as object) };
    case 'record':
      return {};
    case 'date':
      return new Date().toISOString();
    case 'null':
      return null;
    default:
      return 'u';
  }
}

/** Wrong for most fields: a string neither a UUID nor a date, negative and huge numbers, a huge string, null, an array. */
export const BAD_FIELD_VALUES: readonly unknown[] = ['2026-02-31T25:61:00Z', -1, 1e15, HUGE, null, [{ $gt: '' }]];

/**
 * The sample body with one top-level field changed at a time to each of BAD_FIELD_VALUES, plus the
 * sample itself (unknown ids) and the sample with every number negative.
 */
export function fieldMutations(schema: z.ZodType | undefined): unknown[] {
  if (!schema) return [];
  const sample = sampleOf(schema);
  if (!sample || typeof sample !== 'object' || Array.isArray(sample)) return [sample];
  const base = sample as Record<string, unknown>;
  const negative = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, typeof v === 'number' ? -v - 1 : v]));
  const out: unknown[] = [base, negative];
  for (const key of Object.keys(base)) for (const bad of BAD_FIELD_VALUES) out.push({ ...base, [key]: bad });
  return out;
}

/** Hostile query strings: the paging extremes, and each known key alone with bad values or repeated. */
export function hostileQueries(schema: z.ZodType | undefined): string[] {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const values = ['-1', '1000000', '2026-13-45', HUGE.slice(0, 1500)];
  const out = ['?page=-1&limit=1000000&sort=&order=acak&status=TIDAK_ADA', '?page=99999999&limit=0&sortBy=&from=&to='];
  for (const key of keys) {
    for (const v of values) out.push(`?${key}=${v}`);
    out.push(`?${key}=a&${key}=b`);
  }
  return out;
}

/** Hostile path parameters for the back office: an unknown id (random UUID), a non-UUID and a long one. */
export const ID_VALUES = () => [randomUUID(), 'bukan-uuid', HUGE.slice(0, 300)];
