import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, PRODUCT_IMAGE_UPLOAD_MAX, contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { bannerMessages as m } from './messages';
import { bannerService } from './service';

/** The shop's home banners (`/content/v1/home-banners`) and staff's banners and certificates (`promotions:write`). */
export async function bannerRoutes(app: FastifyInstance) {
  const service = bannerService(app);
  if (!app.hasContentTypeParser('multipart/form-data')) {
    // The same limits as the product photos' (whichever module registers the parser first); one picture per call here.
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: PRODUCT_IMAGE_UPLOAD_MAX, fields: 10, parts: 20 },
    });
  }
  registerEndpoint(app, contract.homeBanners, () => service.showing(), { cachePublic: true });

  registerEndpoint(app, contract.adminBanners, () => service.banners());
  registerEndpoint(app, contract.adminBannerCreate, ({ auth, body }) => service.createBanner(staffOf(auth), body), {
    message: m.bannerSaved,
  });
  registerEndpoint(
    app,
    contract.adminBannerUpdate,
    ({ auth, params, body }) => service.updateBanner(staffOf(auth), params.bannerId, body),
    { message: m.bannerSaved },
  );
  registerEndpoint(
    app,
    contract.adminBannerDelete,
    ({ auth, params }) => service.deleteBanner(staffOf(auth), params.bannerId),
    { message: m.bannerDeleted },
  );
  registerEndpoint(app, contract.adminBannerOrder, ({ auth, body }) => service.orderBanners(staffOf(auth), body.ids), {
    message: m.orderSaved,
  });
  registerEndpoint(
    app,
    contract.adminBannerImageUpload,
    ({ auth, request }) => service.uploadBannerImage(staffOf(auth), request),
    { message: m.imageUploaded },
  );

  registerEndpoint(app, contract.adminCertificates, () => service.certificates());
  registerEndpoint(
    app,
    contract.adminCertificateCreate,
    ({ auth, body }) => service.createCertificate(staffOf(auth), body),
    { message: m.certificateSaved },
  );
  registerEndpoint(
    app,
    contract.adminCertificateUpdate,
    ({ auth, params, body }) => service.updateCertificate(staffOf(auth), params.certificateId, body),
    { message: m.certificateSaved },
  );
  registerEndpoint(
    app,
    contract.adminCertificateDelete,
    ({ auth, params }) => service.deleteCertificate(staffOf(auth), params.certificateId),
    { message: m.certificateDeleted },
  );
  registerEndpoint(
    app,
    contract.adminCertificateOrder,
    ({ auth, body }) => service.orderCertificates(staffOf(auth), body.ids),
    { message: m.orderSaved },
  );
  registerEndpoint(
    app,
    contract.adminCertificateImageUpload,
    ({ auth, request }) => service.uploadCertificateImage(staffOf(auth), request),
    { message: m.imageUploaded },
  );
}
