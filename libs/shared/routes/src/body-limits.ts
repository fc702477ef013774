/**
 * The largest request body the API takes, per route (bytes; paths as the API sees them, without
 * API_PREFIX). One fact read by the API's route, the gateway and the generated nginx config, so the
 * edge refuses an oversize body with 413 itself instead of the API closing early (a 502).
 * Multipart uploads are bounded by the API's own upload limits.
 */
export const API_JSON_BODY_LIMIT = 1024 * 1024;

export const API_BODY_LIMITS: Readonly<Record<string, number>> = {
  // Payment notifications are small JSON documents; anything bigger is not DOKU.
  '/payment/v1/notification/doku': 64 * 1024,
};

/** The body limit of an API path (query ignored). */
export function apiBodyLimit(apiPath: string): number {
  return API_BODY_LIMITS[apiPath.split('?')[0] ?? ''] ?? API_JSON_BODY_LIMIT;
}
