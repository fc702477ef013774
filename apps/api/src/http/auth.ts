import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LINK_TOOL_SITE, type AuthKind, type PermissionKey } from '@rona/domain';
import type { UserRole } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import { messages } from './messages';
import { checkCookieWrite, clearSessionCookies, cookieToken, endedSession, scopedCookieToken } from './session-cookies';

/** The caller of a member endpoint (`auth.member` in handlers). */
export interface SessionMember {
  userId: string;
  sessionId: string;
  fullName: string;
  email: string;
  roles: UserRole[];
}

/** The sessions service (`app.sessions`, built by the root): the member behind a token, and a session's lifetime. */
export interface SessionLookup {
  /** A live, unrevoked member session's member, or null. */
  findMember(token: string): Promise<SessionMember | null>;
  /** How long a session lives (the persistent cookies' Max-Age). */
  ttlMs: number;
}

/** The caller of a back-office endpoint (`auth.staff`): a staff member, never a shop member. */
export interface StaffCaller {
  staffId: string;
  sessionId: string;
  name: string;
  email: string;
  roleId: string;
  roleName: string;
  permissions: PermissionKey[];
  totpEnabled: boolean;
  /** ADMIN_REQUIRE_TOTP is on and this account has no second factor: only permission-free calls open. */
  totpRequired: boolean;
}

/** The staff sessions service (`app.staffSessions`): the staff member behind a live token (touches its idle clock). */
export interface StaffSessionLookup {
  findStaff(token: string): Promise<StaffCaller | null>;
}

/** Who is calling, as the handlers see it. */
export interface AuthContext {
  kind: AuthKind;
  /** Set for member/linkTool calls, and for optionalMember calls that carry a valid session. */
  member: SessionMember | null;
  /** Set for staff calls (back office). */
  staff?: StaffCaller | null;
  /** The raw `Bearer` token of a guest call; the guest-checkout service checks it. */
  guestToken: string | null;
}

/** The site whose role opens the link tool (one constant with the studio's login check). */
export { LINK_TOOL_SITE };

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

function checkApiKey(header: string | undefined, apiKey: string) {
  if (!header) throw unauthorized(messages.apiKeyMissing);
  if (!sameText(header.trim(), apiKey)) throw forbidden(messages.apiKeyInvalid);
}

/** The session token of a call: a `Bearer` header (any client), else the browser's HttpOnly cookie. */
function sessionToken(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const fromHeader = bearer(request.headers.authorization);
  if (fromHeader) return { token: fromHeader, fromCookie: false };
  const fromCookie = cookieToken(request);
  if (!fromCookie) return null;
  // A cookie rides along with any request the browser makes: writes must prove they come from the shop.
  checkCookieWrite(request);
  return { token: fromCookie, fromCookie: true };
}

async function findMember(sessions: SessionLookup, request: FastifyRequest): Promise<SessionMember | null> {
  const session = sessionToken(request);
  if (!session) return null;
  const member = await sessions.findMember(session.token);
  if (!member) endedSession(request, session.fromCookie);
  return member;
}

async function requireMember(sessions: SessionLookup, request: FastifyRequest): Promise<SessionMember> {
  const member = await findMember(sessions, request);
  if (!member) throw unauthorized(messages.sessionExpired);
  return member;
}

export async function authenticate(
  kind: AuthKind,
  request: FastifyRequest,
  deps: { sessions: SessionLookup; apiKey: string; staffSessions?: StaffSessionLookup },
): Promise<AuthContext> {
  const header = request.headers.authorization;
  const ctx: AuthContext = { kind, member: null, guestToken: null };
  switch (kind) {
    case 'none':
      return ctx;
    case 'apiKey':
      checkApiKey(header, deps.apiKey);
      return ctx;
    case 'optionalMember': {
      // A session that has ended (password reset, logout elsewhere, expiry) answers as a guest.
      const member = await findMember(deps.sessions, request);
      ctx.member = member;
      if (!member && !bearer(header)) checkApiKey(header, deps.apiKey);
      return ctx;
    }
    case 'member':
      ctx.member = await requireMember(deps.sessions, request);
      return ctx;
    case 'linkTool':
      ctx.member = await requireMember(deps.sessions, request);
      if (!ctx.member.roles.some((r) => r.sites.includes(LINK_TOOL_SITE))) throw forbidden(messages.linkToolForbidden);
      return ctx;
    case 'guest':
      // The guest token, else the key (the first guest checkout calls, before a token is issued).
      ctx.guestToken = bearer(header);
      if (!ctx.guestToken) {
        if (!header) throw unauthorized(messages.guestTokenMissing);
        checkApiKey(header, deps.apiKey);
      }
      return ctx;
    case 'staff':
      ctx.staff = await requireStaff(deps.staffSessions, request);
      return ctx;
  }
}

/**
 * A staff session: `Bearer` (scripts) or the admin cookie (the back office; writes then need
 * `X-Rona-Client: admin` and a same-host Origin). Staff tokens live in their own table, so a
 * member's token is no staff session and a staff token opens no member endpoint.
 */
async function requireStaff(lookup: StaffSessionLookup | undefined, request: FastifyRequest): Promise<StaffCaller> {
  const fromHeader = bearer(request.headers.authorization);
  const token = fromHeader ?? scopedCookieToken(request, 'admin');
  if (!token || !lookup) throw unauthorized(messages.staffSessionRequired);
  if (!fromHeader) checkCookieWrite(request);
  const staff = await lookup.findStaff(token);
  if (!staff) {
    request.sessionEnded = true;
    if (!fromHeader) clearSessionCookies(request, 'admin');
    throw unauthorized(messages.staffSessionRequired);
  }
  return staff;
}

/** The caller of an `auth: 'staff'` endpoint (registerEndpoint has already refused anyone else). */
export function staffOf(auth: Pick<AuthContext, 'staff'>): StaffCaller {
  if (!auth.staff) throw unauthorized(messages.staffSessionRequired);
  return auth.staff;
}

/**
 * The caller of an `auth: 'member'` or `'linkTool'` endpoint (registerEndpoint has already refused
 * anyone else). With `memberId` and `optionalMemberId`, the one way a route reads who is calling.
 */
export function memberOf(auth: Pick<AuthContext, 'member'>): SessionMember {
  if (!auth.member) throw unauthorized(messages.sessionExpired);
  return auth.member;
}

/** The user id of the caller of an `auth: 'member'` or `'linkTool'` endpoint. */
export function memberId(auth: Pick<AuthContext, 'member'>): string {
  return memberOf(auth).userId;
}

/** The user id of an `auth: 'optionalMember'` caller with a live session, else null (a guest). */
export function optionalMemberId(auth: Pick<AuthContext, 'member'>): string | null {
  return auth.member?.userId ?? null;
}
