import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LINK_TOOL_SITE, type AuthKind } from '@rona/domain';
import type { Database } from '../db/client';
import { findSessionMember, type SessionMember } from '../modules/auth/sessions';
import { forbidden, unauthorized } from './errors';
import { messages } from './messages';

/** Who is calling, as the handlers see it. */
export interface AuthContext {
  kind: AuthKind;
  /** Set for member/linkTool calls, and for optionalMember calls that carry a valid session. */
  member: SessionMember | null;
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

async function requireMember(db: Database, token: string | null): Promise<SessionMember> {
  const member = token ? await findSessionMember(db, token) : null;
  if (!member) throw unauthorized(messages.sessionExpired);
  return member;
}

export async function authenticate(kind: AuthKind, request: FastifyRequest, deps: { db: Database; apiKey: string }): Promise<AuthContext> {
  const header = request.headers.authorization;
  const ctx: AuthContext = { kind, member: null, guestToken: null };
  switch (kind) {
    case 'none':
      return ctx;
    case 'apiKey':
      checkApiKey(header, deps.apiKey);
      return ctx;
    case 'optionalMember': {
      const token = bearer(header);
      if (token) ctx.member = await requireMember(deps.db, token);
      else checkApiKey(header, deps.apiKey);
      return ctx;
    }
    case 'member':
      ctx.member = await requireMember(deps.db, bearer(header));
      return ctx;
    case 'linkTool':
      ctx.member = await requireMember(deps.db, bearer(header));
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
  }
}

/** The caller of an `auth: 'member'` endpoint (registerEndpoint has already refused anyone else). */
export function memberOf(auth: AuthContext): SessionMember {
  if (!auth.member) throw unauthorized(messages.sessionExpired);
  return auth.member;
}
