import fp from 'fastify-plugin';
import type { SessionLookup } from '../http/auth';
import { findSessionMember, SESSION_TTL_MS } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who a session token belongs to (every endpoint's auth) and how long a session lives (its cookies). */
    sessions: SessionLookup;
  }
}

/** `app.sessions`: member sessions in the database (the auth module's sessions table). */
export const sessionsPlugin = fp(
  async (app) => {
    const db = app.db;
    app.decorate('sessions', {
      ttlMs: SESSION_TTL_MS,
      findMember: (token: string) => findSessionMember(db, token),
    } satisfies SessionLookup);
  },
  { name: 'sessions', dependencies: ['database'] },
);
