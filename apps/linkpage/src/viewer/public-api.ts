import type { PublicLinkPage } from '@rona/domain';
import { buildPath, endpoints } from '@rona/domain/browser';
import { viewerConfig } from './runtime-config';

export class PublicCallError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/** The viewer's two public calls with plain fetch (no query library in its first load). */
async function publicCall<T>(path: string, signal?: AbortSignal): Promise<T> {
  const { apiBaseUrl, publicApiKey } = viewerConfig();
  const res = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${path}`, {
    headers: { Authorization: publicApiKey, 'Accept-Language': 'id', Path: location.pathname + location.search },
    signal,
  });
  const body = (await res.json().catch(() => ({}))) as { status?: boolean; message?: string; result?: T };
  if (!res.ok || body.status !== true || body.result === undefined)
    throw new PublicCallError(body.message ?? '', res.status);
  return body.result;
}

export const fetchPublicPage = (id: string, signal?: AbortSignal) =>
  publicCall<PublicLinkPage>(buildPath(endpoints.linkPagePublic.path, { id }), signal);

export const fetchRedirectTarget = (params: string, signal?: AbortSignal) =>
  publicCall<string>(buildPath(endpoints.redirectTarget.path, { params }), signal);
