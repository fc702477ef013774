import type { PublicLinkPage } from '@rona/domain';
import { buildPath, endpoints } from '@rona/domain/browser';
import { fetchWithRequestId } from '@rona/page-server';

export type Fetched<T> = { kind: 'ok'; value: T } | { kind: 'missing' } | { kind: 'failed' };

export interface ViewerApi {
  publicPage(id: string): Promise<Fetched<PublicLinkPage>>;
  redirectTarget(params: string): Promise<Fetched<string>>;
}

/**
 * The viewer's two public API calls, made by the server at render time (anonymous: only the public
 * API key, no visitor cookie), so the HTML carries the page and its live prices.
 */
export function createViewerApi({
  apiUrl,
  publicApiKey,
  // The page request's X-Request-Id goes along with each call.
  fetch = fetchWithRequestId(),
  timeoutMs = 5000,
}: {
  /** The API's own root, e.g. http://127.0.0.1:3333 (no /api prefix). */
  apiUrl: string;
  publicApiKey: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}): ViewerApi {
  async function call<T>(path: string): Promise<Fetched<T>> {
    try {
      const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
        headers: { Authorization: publicApiKey, 'Accept-Language': 'id', Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404) return { kind: 'missing' };
      const body = (await res.json().catch(() => ({}))) as { status?: boolean; result?: T };
      if (!res.ok || body.status !== true || body.result === undefined) return { kind: 'failed' };
      return { kind: 'ok', value: body.result };
    } catch {
      return { kind: 'failed' };
    }
  }
  return {
    publicPage: (id) => call<PublicLinkPage>(buildPath(endpoints.linkPagePublic.path, { id })),
    redirectTarget: (params) => call<string>(buildPath(endpoints.redirectTarget.path, { params })),
  };
}
