import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { productImportMessages as m } from './messages';
import { productImportService } from './service';

/** The product CSV import: preview (`POST /admin/v1/imports/products/preview`) and apply. */
export async function productImportRoutes(app: FastifyInstance) {
  const service = productImportService(app);
  registerEndpoint(
    app,
    contract.adminProductImportPreview,
    ({ auth, body }) => service.preview(staffOf(auth), body.csv),
    {
      message: m.previewed,
    },
  );
  registerEndpoint(
    app,
    contract.adminProductImportApply,
    ({ auth, body }) => service.apply(staffOf(auth), body.csv, body.token),
    { message: m.applied },
  );
}
