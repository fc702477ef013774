import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { adminOrderService } from './service';

/** The orders workbench (`/admin/v1/orders…`). */
export async function adminOrderRoutes(app: FastifyInstance) {
  const service = adminOrderService(app);
  registerEndpoint(app, contract.adminOrders, ({ auth, query }) => service.list(staffOf(auth), query));
  registerEndpoint(app, contract.adminOrderPickList, ({ query }) => service.pickList(query.invoices));
  registerEndpoint(app, contract.adminOrderSlips, ({ query }) => service.slips(query.invoices));
  registerEndpoint(app, contract.adminOrdersMove, ({ auth, body }) => service.moveMany(staffOf(auth), body));
  registerEndpoint(app, contract.adminOrder, ({ auth, params }) => service.detail(params.invoice, staffOf(auth)));
  registerEndpoint(app, contract.adminOrderMove, ({ auth, params, body }) =>
    service.move(staffOf(auth), params.invoice, body),
  );
  registerEndpoint(app, contract.adminOrderNote, ({ auth, params, body }) =>
    service.addNote(staffOf(auth), params.invoice, body.text),
  );
}
