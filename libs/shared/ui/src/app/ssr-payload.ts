import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse } from 'react-router-dom';

/** The id of the one JSON block a server-rendered page carries (decision 016). */
export const SSR_PAYLOAD_ID = 'rona-ssr';

/** React Router's hydration data, as its StaticRouterProvider would serialise it. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/** What the server hands the browser: the query cache and the router's state of the page. */
export interface SsrPayload {
  queries: DehydratedState;
  router: RouterHydrationData;
}

/**
 * Route errors as React Router's own StaticRouterProvider writes them, so createBrowserRouter turns
 * them back into RouteErrorResponse / Error objects: `{...error, __type: 'RouteErrorResponse'}`.
 */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error)
        return [
          id,
          { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) },
        ];
      return [id, error];
    }),
  );
}

/**
 * Loader results by route id. A loader that returns nothing still counts as loaded: its key must
 * survive JSON (`undefined` would vanish and the browser would run the loader again, showing the
 * HydrateFallback instead of the server's HTML), so it becomes null.
 */
export function serializeLoaderData(loaderData: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(loaderData ?? {}).map(([id, value]) => [id, value ?? null]));
}

/**
 * The `<script type="application/json">` block with the payload. JSON is not executed (no CSP hash
 * needed); every `<` is written as \u003c, so no `</script>` or `<!--` in the data can end the block.
 */
export function ssrPayloadScript(payload: SsrPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_PAYLOAD_ID}">${json}</script>`;
}

/** The payload of a server-rendered page, or null (a page rendered in the browser only). */
export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}
