import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { adminPricesMessages as m } from './messages';
import { adminPricesService } from './service';

/** Sizes, prices and discounts (`/admin/v1/products/:productId/variants`, `/admin/v1/variants/:variantId…`). */
export async function adminPricesRoutes(app: FastifyInstance) {
  const service = adminPricesService(app);
  registerEndpoint(app, contract.adminProductSizes, ({ params }) => service.list(params.productId));
  registerEndpoint(
    app,
    contract.adminSizeCreate,
    ({ auth, params, body }) => service.create(staffOf(auth), params.productId, body),
    { message: m.created },
  );
  registerEndpoint(
    app,
    contract.adminSizeUpdate,
    ({ auth, params, body }) => service.update(staffOf(auth), params.variantId, body),
    { message: m.updated },
  );
  registerEndpoint(
    app,
    contract.adminDiscountSet,
    ({ auth, params, body }) => service.setDiscount(staffOf(auth), params.variantId, body),
    { message: m.discountSet },
  );
  registerEndpoint(
    app,
    contract.adminDiscountEnd,
    ({ auth, params }) => service.endDiscount(staffOf(auth), params.variantId),
    { message: m.discountEnded },
  );
}
