import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, PRODUCT_IMAGE_UPLOAD_MAX, contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { adminPromoMessages as m } from './messages';
import { adminPromoService } from './service';

/** Pemasaran & Konten's promo pages (`/admin/v1/promos…`, `promotions:write`). */
export async function adminPromoRoutes(app: FastifyInstance) {
  const service = adminPromoService(app);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    // The same limits as the product photos' (whichever module registers the parser first); one picture per call here.
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: PRODUCT_IMAGE_UPLOAD_MAX, fields: 10, parts: 20 },
    });
  }
  registerEndpoint(app, contract.adminPromos, ({ query }) => service.list(query));
  registerEndpoint(app, contract.adminPromoCreate, ({ auth, body }) => service.create(staffOf(auth), body), {
    message: m.created,
  });
  registerEndpoint(app, contract.adminPromo, ({ params }) => service.get(params.id));
  registerEndpoint(
    app,
    contract.adminPromoUpdate,
    ({ auth, params, body }) => service.update(staffOf(auth), params.id, body),
    {
      message: m.updated,
    },
  );
  registerEndpoint(app, contract.adminPromoSizes, ({ query }) => service.sizes(query));
  registerEndpoint(
    app,
    contract.adminPromoImageUpload,
    ({ auth, request }) => service.uploadImage(staffOf(auth), request),
    {
      message: m.imageUploaded,
    },
  );
}
