import type { KyInstance } from 'ky';
import type { Contract, EndpointInput, EndpointName, EndpointResult, EndpointRoute } from '@rona/domain';
import { buildPath } from '@rona/domain/browser';
import { ApiError, networkErrorMessage } from './errors';
import { getGuestToken, hasSession, rememberMe, sessionEnded, type SessionScope } from './auth-session';

export interface ApiClientOptions {
  apiBaseUrl: string;
  publicApiKey: string;
  /**
   * Which session cookie the API reads for this client (docs/decisions/006): the shop's or the link
   * studio's. Browsers never see the token; it rides in an HttpOnly cookie.
   */
  scope?: SessionScope;
  /** Non-browser hosts only: a bearer token to send instead of the cookie. */
  getSessionToken?: () => string | null;
  getGuestToken?: () => string | null;
  /** The current page URL for the `Path` header. */
  getPagePath?: () => string;
  fetch?: typeof fetch;
}

export type CallInput<N extends EndpointName> = Partial<EndpointInput<Contract[N]>> & {
  signal?: AbortSignal;
  formData?: FormData;
};

export interface ApiClient {
  call<N extends EndpointName>(name: N, input?: CallInput<N>): Promise<EndpointResult<Contract[N]>>;
}

function authorization(endpoint: EndpointRoute, opts: ApiClientOptions): string | undefined {
  const session = opts.getSessionToken?.() ?? null;
  const guest = (opts.getGuestToken ?? getGuestToken)();
  switch (endpoint.auth) {
    case 'member':
    case 'linkTool':
    case 'staff':
      return session ? `Bearer ${session}` : undefined;
    case 'optionalMember':
      return session ? `Bearer ${session}` : opts.publicApiKey;
    case 'guest':
      return guest ? `Bearer ${guest}` : opts.publicApiKey;
    case 'apiKey':
      return opts.publicApiKey;
    case 'none':
      return undefined;
  }
}

function toSearchParams(query: unknown): URLSearchParams | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.set(k, String(v));
  }
  return params;
}

interface Http {
  send: KyInstance;
  endpoints: (typeof import('@rona/domain/browser-endpoints'))['endpoints'];
}

/**
 * The one HTTP client every front end uses: spec headers in, envelope errors out as `ApiError`.
 * Its HTTP library (ky) and the endpoint table (~7 KB gzipped together) are fetched with the first
 * call rather than with the page: a server-rendered page hydrates from the data in its HTML and
 * calls the API only later.
 */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  let loading: Promise<Http> | null = null;
  const load = () =>
    (loading ??= Promise.all([import('ky'), import('@rona/domain/browser-endpoints')]).then(
      ([{ default: ky }, { endpoints }]) => ({
        endpoints,
        send: ky.create({
          prefixUrl: opts.apiBaseUrl.replace(/\/$/, ''),
          throwHttpErrors: false,
          retry: 0,
          timeout: 20_000,
          fetch: opts.fetch,
          headers: { 'Accept-Language': 'id' },
        }),
      }),
      (error: unknown) => {
        loading = null; // offline: the next call tries again
        throw error;
      },
    ));

  return {
    async call(name, input = {}) {
      let http: Http;
      try {
        http = await load();
      } catch (error) {
        throw new ApiError(networkErrorMessage(error), 0); // the client's own chunks did not load
      }
      const endpoint: EndpointRoute = http.endpoints[name];
      const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>).replace(/^\//, '');
      const scope = opts.scope ?? 'shop';
      const headers: Record<string, string> = {
        Path: opts.getPagePath?.() ?? (typeof location === 'undefined' ? '/' : location.pathname + location.search),
        // Names the session cookie, and marks the call as the shop's own (cookie writes need it).
        'X-Rona-Client': scope,
      };
      if (!rememberMe()) headers['X-Rona-Remember'] = '0';
      const auth = authorization(endpoint, opts);
      if (auth) headers.Authorization = auth;
      const signedIn = hasSession(scope);
      let response: Response;
      try {
        response = await http.send(path, {
          method: endpoint.method,
          headers,
          searchParams: toSearchParams(input.query),
          json: input.formData ? undefined : input.body,
          body: input.formData,
          signal: input.signal,
          credentials: 'same-origin',
        });
      } catch (error) {
        // 'Failed to fetch' / a timeout: said in the shop's language. A cancelled call stays an AbortError.
        if (error instanceof Error && error.name === 'AbortError') throw error;
        throw new ApiError(networkErrorMessage(error), 0);
      }
      // The API answered as a guest because the session has ended, or refused the ended session.
      if (response.headers.get('x-rona-session') === 'ended' || (response.status === 401 && signedIn))
        sessionEnded(scope);
      let payload: { status?: boolean; message?: string; result?: unknown; errors?: [] } = {};
      try {
        payload = await response.json();
      } catch {
        throw new ApiError(response.ok ? 'Respon server tidak valid' : '', response.status);
      }
      if (!response.ok || payload.status !== true || payload.result === undefined) {
        throw new ApiError(payload.message ?? '', response.status, payload.errors ?? [], payload.result);
      }
      // Results are typed by the contract; the server validates them against the same schemas
      // outside production, so the browser does not ship zod in its first load (docs/decisions/003).
      return payload.result as EndpointResult<Contract[typeof name]>;
    },
  };
}
