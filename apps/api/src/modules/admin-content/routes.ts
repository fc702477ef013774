import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, PRODUCT_IMAGE_UPLOAD_MAX, contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { adminContentMessages as m } from './messages';
import { adminContentService } from './service';

/** Pemasaran & Konten's articles (`/admin/v1/articles…`, `content:write`). */
export async function adminContentRoutes(app: FastifyInstance) {
  const service = adminContentService(app);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    // The same limits as the product photos' (whichever module registers the parser first); one picture per call here.
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: PRODUCT_IMAGE_UPLOAD_MAX, fields: 10, parts: 20 },
    });
  }
  registerEndpoint(app, contract.adminArticles, ({ query }) => service.list(query));
  registerEndpoint(app, contract.adminArticleCreate, ({ auth, body }) => service.create(staffOf(auth), body), {
    message: m.created,
  });
  registerEndpoint(app, contract.adminArticle, ({ params }) => service.get(params.id));
  registerEndpoint(
    app,
    contract.adminArticleUpdate,
    ({ auth, params, body }) => service.update(staffOf(auth), params.id, body),
    { message: m.updated },
  );
  registerEndpoint(
    app,
    contract.adminArticleImageUpload,
    ({ auth, request }) => service.uploadImage(staffOf(auth), request),
    { message: m.imageUploaded },
  );
}
