import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, requestIdOr } from '@rona/domain';

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The request's X-Request-Id from the gateway or nginx when well formed, else a new one (decision 021). */
export const requestIdOf = (req: IncomingMessage) => requestIdOr(req.headers[REQUEST_ID_HEADER], randomUUID);

/** Runs `fn` as part of the request `requestId` (what `currentRequestId` answers inside it). */
export const runWithRequestId = <T>(requestId: string, fn: () => T): T => context.run({ requestId }, fn);

/** The id of the request being answered, if any. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/**
 * A `fetch` for a render's API calls that sends the page request's id along as X-Request-Id, so
 * the API's log lines and error envelopes carry the id the edge gave the page.
 */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function fetchWithRequestId(fetcher: Fetch = (input, init) => fetch(input, init)): Fetch {
  return (input, init) => {
    const requestId = currentRequestId();
    if (!requestId) return fetcher(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(REQUEST_ID_HEADER, requestId);
    return fetcher(input, { ...init, headers });
  };
}
