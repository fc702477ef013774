import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { adminCustomerService } from './service';

/** Customers in the back office (`/admin/v1/customers…`, issue 28 §4). */
export async function adminCustomerRoutes(app: FastifyInstance) {
  const service = adminCustomerService(app);
  registerEndpoint(app, contract.adminCustomers, ({ auth, query }) => service.list(staffOf(auth), query));
  registerEndpoint(app, contract.adminCustomer, ({ params }) => service.detail(params.id));
  registerEndpoint(app, contract.adminCustomerContact, ({ auth, params }) => service.contact(staffOf(auth), params.id));
  registerEndpoint(app, contract.adminCustomerPoints, ({ auth, params, body }) =>
    service.adjustPoints(staffOf(auth), params.id, body),
  );
  registerEndpoint(app, contract.adminCustomerPartner, ({ auth, params, body }) =>
    service.setPartner(staffOf(auth), params.id, body.partner),
  );
  registerEndpoint(app, contract.adminCustomerEndSessions, ({ auth, params }) =>
    service.endSessions(staffOf(auth), params.id),
  );
}
