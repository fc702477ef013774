import { z } from 'zod';
import {
  adminBannerFieldsSchema,
  adminBannerSchema,
  adminCertificateFieldsSchema,
  adminCertificateSchema,
  homeBannerSchema,
  reorderSchema,
} from '../entities/banners';
import { endpoint } from './define';

const bannerParams = z.object({ bannerId: z.uuid({ error: 'Banner tidak ditemukan' }) });
const certificateParams = z.object({ certificateId: z.uuid({ error: 'Sertifikat tidak ditemukan' }) });
const uploaded = z.object({ url: z.string() });
const UPLOAD_SUMMARY =
  '(field image, JPEG/PNG/WebP/GIF up to 5 MB): checked by its bytes, re-encoded without EXIF; answers its URL';

/**
 * Home banners and the about page's certificates (issue 28 §2; docs/product/banners.md). The shop
 * reads `homeBanners` (those showing now, by the API's clock); staff read and write with
 * `promotions:write` (Pemasaran & Konten, Pemilik), every write audited in its transaction.
 */
export const homeBannersContract = {
  homeBanners: endpoint({
    method: 'GET',
    path: '/content/v1/home-banners',
    auth: 'apiKey',
    result: z.array(homeBannerSchema),
    summary:
      "Staff's home banners showing now (active, inside their show-from/until window), in their order; empty → the shop shows the promos' banners",
  }),
} as const;

export const adminBannersContract = {
  adminBanners: endpoint({
    method: 'GET',
    path: '/admin/v1/banners',
    auth: 'staff',
    permission: 'promotions:write',
    result: z.array(adminBannerSchema),
    summary: 'Every home banner in its order, each with its status (scheduled/live/ended/off)',
  }),
  adminBannerCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/banners',
    auth: 'staff',
    permission: 'promotions:write',
    body: adminBannerFieldsSchema,
    result: adminBannerSchema,
    summary: 'Add a banner (last in the order); 400 on an off-shop link or an end before the start',
  }),
  adminBannerUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/banners/:bannerId',
    auth: 'staff',
    permission: 'promotions:write',
    params: bannerParams,
    body: adminBannerFieldsSchema,
    result: adminBannerSchema,
    summary: 'Replace a banner’s fields (its place in the order stays)',
  }),
  adminBannerDelete: endpoint({
    method: 'DELETE',
    path: '/admin/v1/banners/:bannerId',
    auth: 'staff',
    permission: 'promotions:write',
    params: bannerParams,
    result: z.object({ id: z.string() }),
    summary: 'Delete a banner',
  }),
  adminBannerOrder: endpoint({
    method: 'PUT',
    path: '/admin/v1/banner-order',
    auth: 'staff',
    permission: 'promotions:write',
    body: reorderSchema('Banner'),
    result: z.array(adminBannerSchema),
    summary: 'Set the order: every banner id once, first shown first',
  }),
  adminBannerImageUpload: endpoint({
    method: 'POST',
    path: '/admin/v1/banner-images',
    auth: 'staff',
    permission: 'promotions:write',
    multipart: true,
    result: uploaded,
    summary: `Upload a banner or long banner picture ${UPLOAD_SUMMARY}`,
  }),
  adminCertificates: endpoint({
    method: 'GET',
    path: '/admin/v1/certificates',
    auth: 'staff',
    permission: 'promotions:write',
    result: z.array(adminCertificateSchema),
    summary: 'The certificates in the about page’s order',
  }),
  adminCertificateCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/certificates',
    auth: 'staff',
    permission: 'promotions:write',
    body: adminCertificateFieldsSchema,
    result: adminCertificateSchema,
    summary: 'Add a certificate (last in the order)',
  }),
  adminCertificateUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/certificates/:certificateId',
    auth: 'staff',
    permission: 'promotions:write',
    params: certificateParams,
    body: adminCertificateFieldsSchema,
    result: adminCertificateSchema,
    summary: 'Replace a certificate’s title, issuer and picture',
  }),
  adminCertificateDelete: endpoint({
    method: 'DELETE',
    path: '/admin/v1/certificates/:certificateId',
    auth: 'staff',
    permission: 'promotions:write',
    params: certificateParams,
    result: z.object({ id: z.string() }),
    summary: 'Delete a certificate',
  }),
  adminCertificateOrder: endpoint({
    method: 'PUT',
    path: '/admin/v1/certificate-order',
    auth: 'staff',
    permission: 'promotions:write',
    body: reorderSchema('Sertifikat'),
    result: z.array(adminCertificateSchema),
    summary: 'Set the about page’s order: every certificate id once',
  }),
  adminCertificateImageUpload: endpoint({
    method: 'POST',
    path: '/admin/v1/certificate-images',
    auth: 'staff',
    permission: 'promotions:write',
    multipart: true,
    result: uploaded,
    summary: `Upload a certificate picture ${UPLOAD_SUMMARY}`,
  }),
} as const;
