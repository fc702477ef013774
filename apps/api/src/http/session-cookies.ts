import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_CLIENT, ADMIN_SESSION_COOKIES, LINK_TOOL_SITE } from '@rona/domain';
import { forbidden } from './errors';

/**
 * Browser sessions live in cookies the page's scripts cannot read (docs/decisions/006):
 * - the token in an HttpOnly, SameSite=Lax cookie (Secure in production) that only the API reads;
 * - a non-secret marker (value '1') the front ends read to decide guest or member (spec 1 §4's
 *   'SESSION__ present' rule keeps its name).
 * The shop and the link studio each have their pair; the `X-Rona-Client` header says which one a
 * call uses, and its presence (with an Origin check) is what lets a cookie-authenticated write in.
 * Bearer tokens (non-browser clients) keep working and never need the header.
 */
export type SessionScope = 'shop' | 'link-tool' | 'admin';
export const CLIENT_HEADER = 'x-rona-client';
/** Sent by the API when it ignored a session that has ended (the answer is a guest's). */
export const SESSION_ENDED_HEADER = 'x-rona-session';
/** Sent by the front end when remember-me is unticked: the cookies end with the browser. */
export const REMEMBER_HEADER = 'x-rona-remember';

export const SESSION_COOKIES: Record<SessionScope, { token: string; marker: string }> = {
  shop: { token: 'SESSION_TOKEN__', marker: 'SESSION__' },
  'link-tool': { token: 'LINKPAGE_TOKEN__', marker: 'LINKPAGE_SESSION__' },
  // The back office's staff sessions (modules/staff): a member endpoint called with them finds no member.
  admin: ADMIN_SESSION_COOKIES,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set-Cookie lines the session plugin adds to the answer. */
    sessionCookies?: string[];
    /** The call carried a session that has ended; the answer says so in `X-Rona-Session: ended`. */
    sessionEnded?: boolean;
  }
}

export function scopeOf(request: FastifyRequest): SessionScope {
  const client = request.headers[CLIENT_HEADER];
  return client === 'link-tool' ? 'link-tool' : client === ADMIN_CLIENT ? 'admin' : 'shop';
}

function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The session token of the call's scope from its cookie, or null. */
export function cookieToken(request: FastifyRequest): string | null {
  const token = readCookie(request, SESSION_COOKIES[scopeOf(request)].token);
  return token && token.length <= 512 ? token : null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A write authenticated by a cookie must come from the shop's own pages: it carries the
 * `X-Rona-Client` header (a cross-site form cannot set one, and a cross-site fetch with it needs a
 * CORS pass the API never gives), and its Origin — when the browser sends one — is this host.
 */
export function checkCookieWrite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const client = request.headers[CLIENT_HEADER];
  if (client !== 'shop' && client !== 'link-tool' && client !== ADMIN_CLIENT)
    throw forbidden(sessionCookieMessages.crossSite);
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(sessionCookieMessages.crossSite);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const hosts = [request.headers['x-forwarded-host'], request.headers.host]
    .flatMap((h) => (typeof h === 'string' ? h.split(',') : []))
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const from = hostOf(origin);
  if (!from || !hosts.includes(from)) throw forbidden(sessionCookieMessages.crossSite);
}

export const sessionCookieMessages = {
  crossSite: 'Permintaan ditolak: kirim dari halaman Rona',
} as const;

function serialize(
  name: string,
  value: string,
  opts: { maxAgeSeconds?: number; httpOnly: boolean; secure: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (opts.maxAgeSeconds !== undefined) parts.push(`Max-Age=${opts.maxAgeSeconds}`);
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

function secureCookies(request: FastifyRequest): boolean {
  return request.server.config.env === 'production';
}

function queue(request: FastifyRequest, lines: string[]) {
  request.sessionCookies = [...(request.sessionCookies ?? []), ...lines];
}

/**
 * After a login: the token and the marker of the call's scope. `X-Rona-Remember: 0` (remember-me
 * unticked) makes both browser-session cookies; the server session ends after a day either way.
 */
export function issueSessionCookies<T extends { accessToken: string; data: { roles: { sites: string[] }[] } }>(
  request: FastifyRequest,
  result: T,
): T {
  const scope = scopeOf(request);
  // A member's login never fills the staff cookie pair (staff sign in at /admin/v1/login).
  if (scope === 'admin') return result;
  // The studio keeps a session only for accounts with the store role (spec 3 §4).
  if (scope === 'link-tool' && !result.data.roles.some((r) => r.sites.includes(LINK_TOOL_SITE))) return result;
  const names = SESSION_COOKIES[scope];
  const persistent = request.headers[REMEMBER_HEADER] !== '0';
  const maxAgeSeconds = persistent ? Math.floor(request.server.sessions.ttlMs / 1000) : undefined;
  const secure = secureCookies(request);
  queue(request, [
    serialize(names.token, result.accessToken, { maxAgeSeconds, httpOnly: true, secure }),
    serialize(names.marker, '1', { maxAgeSeconds, httpOnly: false, secure }),
  ]);
  return result;
}

/** The token and the marker of one scope, lasting `maxAgeSeconds` (the staff login sets the admin pair). */
export function issueScopedSessionCookies(
  request: FastifyRequest,
  scope: SessionScope,
  token: string,
  maxAgeSeconds: number,
): void {
  const names = SESSION_COOKIES[scope];
  const secure = secureCookies(request);
  queue(request, [
    serialize(names.token, token, { maxAgeSeconds, httpOnly: true, secure }),
    serialize(names.marker, '1', { maxAgeSeconds, httpOnly: false, secure }),
  ]);
}

/** The session token of one scope's cookie, whichever client header the call carries, or null. */
export function scopedCookieToken(request: FastifyRequest, scope: SessionScope): string | null {
  const token = readCookie(request, SESSION_COOKIES[scope].token);
  return token && token.length <= 512 ? token : null;
}

/** Drops the token and the marker of the call's scope (logout, or a session that has ended). */
export function clearSessionCookies(request: FastifyRequest, scope: SessionScope = scopeOf(request)): void {
  const names = SESSION_COOKIES[scope];
  const secure = secureCookies(request);
  queue(request, [
    serialize(names.token, '', { maxAgeSeconds: 0, httpOnly: true, secure }),
    serialize(names.marker, '', { maxAgeSeconds: 0, httpOnly: false, secure }),
  ]);
}

/** A session token that opens nothing: its cookies go, and the answer tells the front end. */
export function endedSession(request: FastifyRequest, fromCookie: boolean): void {
  request.sessionEnded = true;
  if (fromCookie) clearSessionCookies(request);
}

/** Writes the queued Set-Cookie lines (and the ended-session header) on every answer, errors included. */
export function installSessionCookies(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (request.sessionCookies?.length) {
      const existing = reply.getHeader('set-cookie');
      const before = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      reply.header('set-cookie', [...before, ...request.sessionCookies]);
    }
    if (request.sessionEnded) reply.header(SESSION_ENDED_HEADER, 'ended');
    return payload;
  });
}
