import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/**
 * What the API logs, and what it never logs (issue 12 §7): query strings (verify-email uuids,
 * outbox addresses), credentials in headers, and members' e-mail addresses, phone numbers,
 * passwords, password hashes and tokens — also where they hide inside an error, such as drizzle's
 * "Failed query … params: …" message and its `params` field.
 */

/** Keys whose values are replaced wherever they appear in a logged object. */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'rePassword',
  'passwordHash',
  'password_hash',
  'codeHash',
  'token',
  'accessToken',
  'otp',
  'email',
  'phone',
  'to',
  // Message contents (codes, reset links) of the outbox and the delivery adapters.
  'text',
  'html',
  'data',
  'url',
  'params',
  'query',
  'body',
]);

const REDACTED = '[redacted]';

/** Patterns of secrets inside free text (error messages, stacks). */
const SECRET_TEXT: [RegExp, string][] = [
  [/\nparams: [^\n]*/g, '\nparams: [redacted]'],
  [/scrypt\$(N=\d+,r=\d+,p=\d+\$)?[0-9a-f]+\$[0-9a-f]+/gi, 'scrypt$[redacted]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\+?\b(62|0)8\d{7,12}\b/g, '[phone]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [/\?[\w.~%-]+=[^\s"'#]*/g, '?[query]'],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

/** A copy of a logged value with secret keys replaced and secret text scrubbed (bounded depth, no recursion limit issues). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object') return value;
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.has(k) ? REDACTED : scrubValue(v, depth + 1);
  return out;
}

/** An error as pino's standard serializer would give it (type, message, stack, cause, own fields), scrubbed. */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return scrubValue(err);
  const plain: Record<string, unknown> = {
    type: err.constructor?.name ?? 'Error',
    message: err.message,
    stack: err.stack,
  };
  for (const [k, v] of Object.entries(err)) if (!(k in plain)) plain[k] = v;
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof Error)
    plain.cause = { type: cause.constructor?.name, message: cause.message, code: (cause as { code?: unknown }).code };
  return scrubValue(plain);
}

/**
 * The merge object of a log call (`log.info({ outbox: {to, …} }, 'mail sent')`): every field
 * scrubbed, except errors and requests, which their serializers handle.
 */
function scrubFields(value: unknown): unknown {
  if (!value || typeof value !== 'object' || value instanceof Error || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_KEYS.has(k)) out[k] = REDACTED;
    else if (v instanceof Error || k === 'req' || k === 'res' || k === 'err') out[k] = v;
    else out[k] = scrubValue(v);
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
  ip?: string;
}

/** The request line without its query string; the client address for rate-limit investigations. */
function serializeRequest(req: LoggedRequest) {
  return { method: req.method, url: req.url.split('?')[0], reqId: req.id, remoteAddress: req.ip };
}

export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    // pino's types want the standard error shape back; a scrubbed copy of it is what is returned.
    serializers: { req: serializeRequest, err: serializeError as never, error: serializeError as never },
    // Belt and braces for objects logged by hand, e.g. `log.info({ headers })`.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
    hooks: {
      // Free-text messages (the second argument) can carry an address or a token too.
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : scrubFields(a))) as typeof args;
        return method.apply(this, scrubbed);
      },
    },
  };
}
