import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef, EndpointParsed, EndpointResult } from '@rona/domain';
import { authenticate, type AuthContext } from './auth';
import { ok, validationFailure } from './envelope';
import { HttpError } from './errors';
import { messages } from './messages';

export type HandlerInput<E extends EndpointDef> = EndpointParsed<E> & { auth: AuthContext; request: FastifyRequest };
export type EndpointHandler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<EndpointResult<E>> | EndpointResult<E>;

export interface EndpointOptions<E extends EndpointDef> {
  /** The envelope message on success (default 'Berhasil'). */
  message?: string | ((result: EndpointResult<E>) => string);
  /** Serve anonymous answers from the response cache (public catalogue reads only). */
  cachePublic?: boolean;
}

class InvalidInput extends HttpError {
  constructor(failure: ReturnType<typeof validationFailure>) {
    super(400, failure.message, failure.errors);
  }
}

/** A NUL character anywhere in the input: PostgreSQL text cannot hold it, so it is refused up front. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  return false;
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  if (containsNul(value)) throw new HttpError(400, messages.invalidCharacter, [{ message: messages.invalidCharacter }]);
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new InvalidInput(validationFailure(parsed.error));
  return parsed.data;
}

/**
 * Builds the Fastify route of one contract entry: auth by its `auth` kind, params/query/body
 * parsed with its schemas, the handler's result wrapped in the envelope (and checked against the
 * entry's result schema outside production).
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  entry: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
) {
  const checkResult = app.config.env !== 'production';
  app.route({
    method: entry.method,
    url: entry.path,
    handler: async (request, reply) => {
      const auth = await authenticate(entry.auth, request, { db: app.db, apiKey: app.config.publicApiKey });
      const cacheable = options.cachePublic && app.responseCache.enabled && !auth.member && !auth.guestToken;
      const cacheKey = `${entry.method} ${request.url}`;
      if (cacheable) {
        const hit = app.responseCache.get(cacheKey);
        if (hit) return reply.type('application/json; charset=utf-8').send(hit);
      }
      const input = {
        params: parsePart(entry.params, request.params),
        query: parsePart(entry.query, request.query),
        body: parsePart(entry.body, request.body),
        auth,
        request,
      } as HandlerInput<E>;
      const result = await handler(input);
      if (checkResult) {
        const checked = entry.result.safeParse(result);
        if (!checked.success) {
          request.log.error({ issues: checked.error.issues, path: entry.path }, 'handler result does not match the contract');
          throw new Error('result does not match the contract');
        }
      }
      const message = typeof options.message === 'function' ? options.message(result) : (options.message ?? messages.ok);
      // Cached as bytes: a hit is written to the socket without encoding the string again.
      const body = Buffer.from(JSON.stringify(ok(result, message)));
      if (cacheable) app.responseCache.set(cacheKey, body);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}
