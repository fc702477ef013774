import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, contract } from '@rona/domain';
import { memberId, type AuthContext } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { linkPageMessages as m } from './messages';
import { linkPageService } from './service';
import { receiveImages } from './uploads/receive';

const UPLOAD_FOLDER = 'uploads';

/** The link tool (spec 3 §7): a partner's pages, the public page, uploads and /everywhere targets. */
export async function linkPageRoutes(app: FastifyInstance) {
  const service = linkPageService(app.db);
  const storage = app.mediaStorage;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 10, parts: 20 },
    });
  }

  registerEndpoint(app, contract.linkPages, ({ auth }) => service.list(memberId(auth)));
  registerEndpoint(app, contract.linkPageCreate, ({ auth }) => service.create(memberId(auth)), { message: m.created });
  registerEndpoint(app, contract.linkPageDelete, ({ auth, params }) => service.remove(params.id, memberId(auth)), {
    message: m.deleted,
  });
  registerEndpoint(app, contract.linkPagePublic, ({ params }) => service.publicPage(params.id));
  registerEndpoint(
    app,
    contract.linkPageWidgetsUpdate,
    ({ auth, params, body }) => service.updateWidgets(params.linkId, memberId(auth), body.widgets),
    {
      message: m.updated,
    },
  );
  registerEndpoint(
    app,
    contract.linkPageBackgroundUpdate,
    ({ auth, params, body }) => service.updateBackground(params.linkId, memberId(auth), body),
    {
      message: m.backgroundUpdated,
    },
  );
  const uploader = (auth: AuthContext) => ({
    userId: memberId(auth),
    limiter: app.rateLimiter,
  });
  registerEndpoint(app, contract.uploadImages, ({ request, auth }) =>
    receiveImages(request, storage, UPLOAD_FOLDER, MAX_UPLOAD_FILES, uploader(auth)),
  );
  // image-single belongs to the account contract (profile photo too); register it here unless the accounts module did.
  if (!app.hasRoute({ method: contract.uploadImage.method, url: contract.uploadImage.path })) {
    registerEndpoint(
      app,
      contract.uploadImage,
      async ({ request, auth }) => (await receiveImages(request, storage, UPLOAD_FOLDER, 1, uploader(auth)))[0]!,
    );
  }
  registerEndpoint(app, contract.redirectTarget, ({ params }) => service.redirectTarget(params.params));
}
