import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { stockService } from './service';

/** The stock ledger (`/admin/v1/stock…`, `/admin/v1/variants/:variantId/stock…`, `/admin/v1/stock-counts`). */
export async function stockRoutes(app: FastifyInstance) {
  const service = stockService(app);
  registerEndpoint(app, contract.adminStock, ({ query }) => service.list(query));
  registerEndpoint(app, contract.adminStockMovements, ({ params, query }) =>
    service.movements(params.variantId, query),
  );
  registerEndpoint(app, contract.adminStockAdjust, ({ auth, params, body }) =>
    service.adjust(staffOf(auth), params.variantId, body),
  );
  registerEndpoint(app, contract.adminStockCount, ({ auth, body }) => service.count(staffOf(auth), body));
}
