import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contract, type PermissionKey } from '@rona/domain';
import { authenticate, staffOf, type StaffCaller } from '../../http/auth';
import { checkStaffPermission, registerEndpoint } from '../../http/register-endpoint';
import { recordAudit } from '../audit/record';
import { staffActor } from '../staff/service';
import { orderExportStream } from './orders-export';
import { adminDashboardService } from './service';
import { productExportStream } from './products-export';
import { stockExportStream } from './stock-export';

type CsvEntry =
  typeof contract.adminOrdersExport | typeof contract.adminStockMovementsExport | typeof contract.adminProductsExport;

const FILE_NAMES: Record<string, string> = { orders: 'pesanan', 'stock-movements': 'stok', products: 'produk' };

/**
 * A CSV export: text/csv, not the envelope, so not registerEndpoint — the same auth, key and query
 * schema by hand. Refusals (401, 403, a bad date) come before the first byte and are the envelope.
 * An export is an action: who took what out of the shop is recorded before the first row.
 */
function registerCsvExport<E extends CsvEntry>(
  app: FastifyInstance,
  entry: E,
  file: string,
  open: (caller: StaffCaller, query: z.output<E['query']>) => Readable,
  /** A second key that also opens this export (the products CSV: catalogue:write, the import's own file). */
  alsoFor?: PermissionKey,
) {
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
      if (!alsoFor || !caller.permissions.includes(alsoFor) || caller.totpRequired)
        checkStaffPermission(caller, entry.permission);
      const query = entry.query.parse(request.query ?? {}) as z.output<E['query']>;
      await app.db.transaction((tx) =>
        recordAudit(tx, {
          actor: staffActor(caller),
          at: app.clock.now(),
          entity: 'export',
          entityId: `${file}.csv`,
          action: 'export',
          after: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v ?? null])),
        }),
      );
      const q = query as { from?: string; to?: string };
      const name = [FILE_NAMES[file], q.from, q.to].filter(Boolean).join('_');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'no-store')
        .send(open(caller, query));
    },
  });
}

/** The day at a glance (`GET /admin/v1/dashboard`) and the exports (`GET /admin/v1/exports/…csv`). */
export async function adminDashboardRoutes(app: FastifyInstance) {
  const service = adminDashboardService(app);
  registerEndpoint(app, contract.adminDashboard, ({ auth }) => service.dashboard(staffOf(auth)));
  registerCsvExport(app, contract.adminOrdersExport, 'orders', (caller, query) =>
    orderExportStream(
      app.db,
      { from: query.from, to: query.to, status: query.status },
      { pii: caller.permissions.includes('customers:pii') },
    ),
  );
  registerCsvExport(app, contract.adminStockMovementsExport, 'stock-movements', (_caller, query) =>
    stockExportStream(app.db, { from: query.from, to: query.to }),
  );
  registerCsvExport(
    app,
    contract.adminProductsExport,
    'products',
    () => productExportStream(app.db),
    'catalogue:write',
  );
}
