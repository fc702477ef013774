import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, PRODUCT_IMAGE_UPLOAD_MAX, contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { adminCatalogueMessages as m } from './messages';
import { adminCatalogueService } from './service';

/** Katalog's products (`/admin/v1/products…`) and the catalogue version the page servers read. */
export async function adminCatalogueRoutes(app: FastifyInstance) {
  const service = adminCatalogueService(app);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: PRODUCT_IMAGE_UPLOAD_MAX, fields: 10, parts: 20 },
    });
  }
  registerEndpoint(app, contract.adminProducts, ({ query }) => service.list(query));
  registerEndpoint(app, contract.adminProductCreate, ({ auth, body }) => service.create(staffOf(auth), body), {
    message: m.created,
  });
  registerEndpoint(app, contract.adminProduct, ({ params }) => service.get(params.productId));
  registerEndpoint(
    app,
    contract.adminProductUpdate,
    ({ auth, params, body }) => service.update(staffOf(auth), params.productId, body),
    { message: m.updated },
  );
  registerEndpoint(
    app,
    contract.adminProductImagesUpload,
    ({ auth, params, request }) => service.uploadImages(staffOf(auth), params.productId, request),
    { message: m.imagesAdded },
  );
  registerEndpoint(
    app,
    contract.adminProductImagesUpdate,
    ({ auth, params, body }) => service.updateImages(staffOf(auth), params.productId, body.images),
    { message: m.imagesUpdated },
  );
  registerEndpoint(
    app,
    contract.adminProductImageDelete,
    ({ auth, params }) => service.deleteImage(staffOf(auth), params.productId, params.imageId),
    { message: m.imageDeleted },
  );
  registerEndpoint(app, contract.catalogueVersion, () => ({ version: app.catalogueChanges.version }));
}
