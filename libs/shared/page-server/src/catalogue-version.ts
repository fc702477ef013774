import { endpoints } from '@rona/domain/browser-endpoints';

/** Longest wait for the version before a cached page is served as it is (the API is slow or down). */
export const CATALOGUE_VERSION_TIMEOUT_MS = 300;

/**
 * The API's catalogue version (`catalogueVersion`), for `cacheVersion` of a page server whose pages
 * show the catalogue: null when the API does not answer in time.
 */
export async function catalogueVersionOf(
  apiUrl: string,
  doFetch: typeof fetch = fetch,
  timeoutMs = CATALOGUE_VERSION_TIMEOUT_MS,
): Promise<string | null> {
  try {
    const res = await doFetch(`${apiUrl.replace(/\/$/, '')}${endpoints.catalogueVersion.path}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: { version?: unknown } };
    return typeof body.result?.version === 'string' ? body.result.version : null;
  } catch {
    return null;
  }
}
