import { ApiError, readRuntimeConfig, sessionEnded } from '@rona/api-client';
import { endpoints } from '@rona/domain/browser';

/** The calls that take one picture and answer its URL (the product photos have their own, with progress). */
export type PictureUpload =
  'adminArticleImageUpload' | 'adminPromoImageUpload' | 'adminBannerImageUpload' | 'adminCertificateImageUpload';

/**
 * Sends one picture (multipart field `image`; the media pipeline of the product photos) to one of
 * the picture calls, with the shared client's headers and envelope; answers its URL.
 */
export async function uploadPicture(name: PictureUpload, file: File): Promise<string> {
  const { apiBaseUrl } = readRuntimeConfig();
  const endpoint = endpoints[name];
  const form = new FormData();
  form.append('image', file);
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${endpoint.path}`, {
      method: endpoint.method,
      body: form,
      credentials: 'include',
      headers: { 'X-Rona-Client': 'admin', 'Accept-Language': 'id' },
    });
  } catch {
    throw new ApiError('Tidak dapat terhubung ke server, periksa koneksi internet kamu lalu coba lagi', 0);
  }
  const payload = (await res.json().catch(() => ({}))) as {
    status?: boolean;
    message?: string;
    result?: { url?: string };
  };
  if (res.status === 401) sessionEnded('admin');
  if (res.ok && payload.status === true && payload.result?.url) return payload.result.url;
  throw new ApiError(payload.message ?? '', res.status);
}
