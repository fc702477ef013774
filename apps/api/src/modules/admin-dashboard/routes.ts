import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { authenticate, staffOf } from '../../http/auth';
import { checkStaffPermission, registerEndpoint } from '../../http/register-endpoint';
import { recordAudit } from '../audit/record';
import { staffActor } from '../staff/service';
import { orderExportStream } from './orders-export';
import { adminDashboardService } from './service';

/** The day at a glance (`GET /admin/v1/dashboard`) and the orders export (`GET /admin/v1/exports/orders.csv`). */
export async function adminDashboardRoutes(app: FastifyInstance) {
  const service = adminDashboardService(app);
  registerEndpoint(app, contract.adminDashboard, ({ auth }) => service.dashboard(staffOf(auth)));

  // text/csv, not the envelope, so not registerEndpoint: the same auth, key and query schema by hand.
  // Refusals (401, 403, a bad date) come before the first byte and are the envelope.
  const entry = contract.adminOrdersExport;
  app.route({
    method: entry.method,
    url: entry.path,
    handler: async (request, reply) => {
      const auth = await authenticate(entry.auth, request, {
        sessions: app.sessions,
        apiKey: app.config.publicApiKey,
        staffSessions: app.staffSessions,
      });
      const caller = staffOf(auth);
      checkStaffPermission(caller, entry.permission);
      const query = entry.query.parse(request.query ?? {});
      const filter = { from: query.from, to: query.to, status: query.status };
      // An export is an action: who took which orders out of the shop, recorded before the first row.
      await app.db.transaction((tx) =>
        recordAudit(tx, {
          actor: staffActor(caller),
          at: app.clock.now(),
          entity: 'export',
          entityId: 'orders.csv',
          action: 'export',
          after: { from: query.from ?? null, to: query.to ?? null, status: query.status ?? null },
        }),
      );
      const name = ['pesanan', query.from, query.to].filter(Boolean).join('_');
      const pii = caller.permissions.includes('customers:pii');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'no-store')
        .send(orderExportStream(app.db, filter, { pii }));
    },
  });
}
