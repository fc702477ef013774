import { ApiError, readRuntimeConfig, sessionEnded } from '@rona/api-client';
import type { AdminProductImage } from '@rona/domain';
import { buildPath, endpoints } from '@rona/domain/browser';

/**
 * Sends photos to `POST /admin/v1/products/:productId/images` (multipart field `image`) and reports
 * the upload's progress — fetch cannot, so this one call goes through XMLHttpRequest with the same
 * headers and envelope handling as the shared client (`X-Rona-Client: admin`, the staff cookie).
 * Answers every photo of the product.
 */
export function uploadProductImages(
  productId: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<AdminProductImage[]> {
  const { apiBaseUrl } = readRuntimeConfig();
  const endpoint = endpoints.adminProductImagesUpload;
  const url = `${apiBaseUrl.replace(/\/$/, '')}${buildPath(endpoint.path, { productId })}`;
  const form = new FormData();
  for (const file of files) form.append('image', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Rona-Client', 'admin');
    xhr.setRequestHeader('Accept-Language', 'id');
    xhr.setRequestHeader('Path', location.pathname + location.search);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () =>
      reject(new ApiError('Tidak dapat terhubung ke server, periksa koneksi internet kamu lalu coba lagi', 0));
    xhr.onload = () => {
      let payload: { status?: boolean; message?: string; result?: unknown; errors?: [] } = {};
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        /* not the envelope */
      }
      if (xhr.status === 401) sessionEnded('admin');
      if (xhr.status >= 200 && xhr.status < 300 && payload.status === true && Array.isArray(payload.result)) {
        onProgress(100);
        resolve(payload.result as AdminProductImage[]);
      } else {
        reject(new ApiError(payload.message ?? '', xhr.status, payload.errors ?? []));
      }
    };
    xhr.send(form);
  });
}
