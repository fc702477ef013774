import fp from 'fastify-plugin';
import type { StaffSessionLookup } from '../http/auth';
import { findStaffCaller } from '../modules/staff/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff member behind a back-office token (every `auth: 'staff'` endpoint). */
    staffSessions: StaffSessionLookup;
  }
}

/** `app.staffSessions`: staff sessions in the database, on the app's clock (12 h at most, 30 min idle). */
export const staffSessionsPlugin = fp(
  async (app) => {
    const { db, clock, config } = app;
    app.decorate('staffSessions', {
      findStaff: (token: string) => findStaffCaller(db, token, clock.now(), { requireTotp: config.adminRequireTotp }),
    } satisfies StaffSessionLookup);
  },
  { name: 'staff-sessions', dependencies: ['database', 'clock', 'config'] },
);
