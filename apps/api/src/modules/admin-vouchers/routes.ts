import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { voucherMessages as m } from './messages';
import { adminVoucherService } from './service';

/** Vouchers in the back office (`/admin/v1/vouchers…`, `promotions:write`). */
export async function adminVoucherRoutes(app: FastifyInstance) {
  const service = adminVoucherService(app);
  registerEndpoint(app, contract.adminVouchers, ({ query }) => service.list(query));
  registerEndpoint(app, contract.adminVoucher, ({ params }) => service.read(params.id));
  registerEndpoint(app, contract.adminVoucherCreate, ({ auth, body }) => service.create(staffOf(auth), body), {
    message: m.saved,
  });
  registerEndpoint(
    app,
    contract.adminVoucherUpdate,
    ({ auth, params, body }) => service.update(staffOf(auth), params.id, body),
    { message: m.saved },
  );
  registerEndpoint(
    app,
    contract.adminVoucherDeactivate,
    ({ auth, params }) => service.deactivate(staffOf(auth), params.id),
    { message: m.deactivatedOk },
  );
  registerEndpoint(app, contract.adminVoucherUses, ({ params, query }) => service.uses(params.id, query));
}
