/**
 * The API address and public key from `window.__RONA_CONFIG__` (injected into index.html), read
 * without the shared API client so the viewer's first load carries neither ky nor the query cache.
 */
export function viewerConfig(): { apiBaseUrl: string; publicApiKey: string } {
  const value = ((window as { __RONA_CONFIG__?: unknown }).__RONA_CONFIG__ ?? {}) as {
    apiBaseUrl?: unknown;
    publicApiKey?: unknown;
  };
  const apiBaseUrl = typeof value.apiBaseUrl === 'string' && value.apiBaseUrl ? value.apiBaseUrl : '/api';
  const publicApiKey = typeof value.publicApiKey === 'string' ? value.publicApiKey : '';
  return { apiBaseUrl, publicApiKey };
}
