import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef, EndpointParsed, EndpointResult, PermissionKey } from '@rona/domain';
import { authenticate, type AuthContext, type StaffCaller } from './auth';
import { ok, validationFailure } from './envelope';
import { HttpError } from './errors';
import { tooManyAdminWrites } from './rate-limit';
import { messages } from './messages';

export type HandlerInput<E extends EndpointDef> = EndpointParsed<E> & { auth: AuthContext; request: FastifyRequest };
export type EndpointHandler<E extends EndpointDef> = (
  input: HandlerInput<E>,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

export interface EndpointOptions<E extends EndpointDef> {
  /** The envelope message on success (default 'Berhasil'). */
  message?: string | ((result: EndpointResult<E>) => string);
  /** Serve anonymous answers from the response cache (public catalogue reads only). */
  cachePublic?: boolean;
  /**
   * With `cachePublic`: a member's answer is the shared (cached) public one passed through this,
   * which overlays what is theirs (their wishlist hearts) and changes nothing else, so member reads
   * are served from the cache too. The handler then answers the public result whoever calls. Without
   * it, member answers skip the cache. The envelope message is the shared answer's.
   */
  personalise?: (result: EndpointResult<E>, auth: AuthContext) => Promise<EndpointResult<E>>;
}

class InvalidInput extends HttpError {
  constructor(failure: ReturnType<typeof validationFailure>) {
    super(400, failure.message, failure.errors);
  }
}

/** Deeper than any body of the contract (link-page widgets are the deepest, at about 6 levels). */
export const MAX_INPUT_DEPTH = 32;

/**
 * Walks the parsed input without recursion (a hostile body can nest 100 000 levels, which a
 * recursive walk answers with a stack overflow): refuses a NUL character anywhere (PostgreSQL text
 * cannot hold it) and nesting deeper than MAX_INPUT_DEPTH, before any schema sees the value.
 */
function checkInputShape(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000'))
        throw new HttpError(400, messages.invalidCharacter, [{ message: messages.invalidCharacter }]);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw new HttpError(400, messages.invalidInput, [{ message: messages.invalidInput }]);
    if (Array.isArray(item)) {
      for (const v of item) stack.push([v, depth + 1]);
      continue;
    }
    for (const [k, v] of Object.entries(item)) {
      stack.push([k, depth + 1], [v, depth + 1]);
    }
  }
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  checkInputShape(value);
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new InvalidInput(validationFailure(parsed.error));
  return parsed.data;
}

/**
 * The back office's rule (docs/decisions/022): the caller holds the endpoint's key (null: any staff
 * member). With ADMIN_REQUIRE_TOTP and no second factor yet, only the permission-free calls (me,
 * logout, enrolment) open. 403 names the missing key.
 */
export function checkStaffPermission(staff: StaffCaller, permission: PermissionKey | null): void {
  if (permission === null) return;
  if (staff.totpRequired)
    throw new HttpError(403, messages.staffTotpRequired, [{ message: messages.staffTotpRequired }]);
  if (!staff.permissions.includes(permission)) {
    const message = messages.staffPermissionMissing.replace('{permission}', permission);
    throw new HttpError(403, message, [{ message, value: { permission } }]);
  }
}

/**
 * Every back-office write counts against its staff member's minute (decision 026), refused or not:
 * generous for a fast hand, a wall for a script. In Redis with REDIS_URL, as every other limit.
 */
async function countAdminWrite(app: FastifyInstance, staff: StaffCaller): Promise<void> {
  const rule = {
    name: 'admin:write',
    subject: staff.staffId,
    limit: app.config.adminWritesPerMinute,
    windowMs: 60_000,
  };
  await app.rateLimiter.consume([rule], 1, tooManyAdminWrites);
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
  // An admin endpoint without a declared permission would be open to every staff member: refuse to start.
  if (entry.path.startsWith('/admin/') && entry.permission === undefined)
    throw new Error(`${entry.method} ${entry.path}: an admin endpoint must declare its permission in the contract`);
  const checkResult = app.config.env !== 'production';
  app.route({
    method: entry.method,
    url: entry.path,
    handler: async (request, reply) => {
      const auth = await authenticate(entry.auth, request, {
        sessions: app.sessions,
        apiKey: app.config.publicApiKey,
        staffSessions: app.staffSessions,
      });
      if (auth.staff) {
        checkStaffPermission(auth.staff, entry.permission ?? null);
        if (entry.method !== 'GET') await countAdminWrite(app, auth.staff);
      }
      const personal = Boolean(auth.member || auth.guestToken);
      const personalise = personal ? options.personalise : undefined;
      const cacheable = options.cachePublic && app.responseCache.enabled && (!personal || personalise !== undefined);
      const input = {
        params: parsePart(entry.params, request.params),
        query: parsePart(entry.query, request.query),
        body: parsePart(entry.body, request.body),
        auth,
        request,
      } as HandlerInput<E>;
      // Keyed on the parsed, known parameters only: an unknown or re-spelt query parameter is the same answer.
      const cacheKey = cacheable
        ? `${entry.method} ${entry.path} ${JSON.stringify(input.params ?? null)} ${JSON.stringify(input.query ?? null)}`
        : '';
      if (cacheable) {
        const hit = app.responseCache.get(cacheKey);
        if (hit && !personalise) return reply.type('application/json; charset=utf-8').send(hit);
        if (hit && personalise) {
          // The same envelope with the member's result: key order and every other byte unchanged.
          const shared = JSON.parse(hit.toString('utf8')) as { result: EndpointResult<E> };
          const own = { ...shared, result: await personalise(shared.result, auth) };
          return reply.type('application/json; charset=utf-8').send(Buffer.from(JSON.stringify(own)));
        }
      }
      const result = await handler(input);
      if (checkResult) {
        const checked = entry.result.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, path: entry.path },
            'handler result does not match the contract',
          );
          throw new Error('result does not match the contract');
        }
      }
      const message =
        typeof options.message === 'function' ? options.message(result) : (options.message ?? messages.ok);
      // Cached as bytes: a hit is written to the socket without encoding the string again.
      const body = Buffer.from(JSON.stringify(ok(result, message)));
      // The cache keeps the shared answer only; a member's own one is made from it and never stored.
      if (cacheable) app.responseCache.set(cacheKey, body);
      const answer = personalise ? Buffer.from(JSON.stringify(ok(await personalise(result, auth), message))) : body;
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  });
}
