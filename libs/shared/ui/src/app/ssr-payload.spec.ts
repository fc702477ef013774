import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router-dom';
import {
  readSsrPayload,
  serializeLoaderData,
  serializeRouteErrors,
  ssrPayloadScript,
  SSR_PAYLOAD_ID,
  type SsrPayload,
} from './ssr-payload';

const payload = (name: string): SsrPayload => ({
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['api', 'productDetail'],
        queryHash: '["api","productDetail"]',
        dehydratedAt: 1,
        state: { data: { name } } as never,
      },
    ],
  },
  router: { loaderData: { '0-0-0': null }, actionData: null, errors: null },
});

describe('server-render payload', () => {
  it('is one JSON block in which no </script> or <!-- from the data can end the script', () => {
    const hostile = 'Serum </script><script>alert(1)</script> <!-- \u2028';
    const html = ssrPayloadScript(payload(hostile));
    expect(html.startsWith(`<script type="application/json" id="${SSR_PAYLOAD_ID}">`)).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html.slice(0, -'</script>'.length)).not.toMatch(/<(?!script type)/);

    document.body.innerHTML = html;
    expect(readSsrPayload()).toEqual(payload(hostile));
  });

  it('reads nothing on a page the server did not render, or with a broken block', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrPayload()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SSR_PAYLOAD_ID}">{oops</script>`;
    expect(readSsrPayload()).toBeNull();
  });

  it("serialises route errors as React Router's StaticRouterProvider does", () => {
    // What the static handler records for `throw data(null, { status: 404 })`.
    const errorResponse = { status: 404, statusText: 'Not Found', internal: false, data: null };
    const fromHandler = Object.assign(Object.create(null), errorResponse);
    expect(isRouteErrorResponse(fromHandler)).toBe(true);
    const typeError = new TypeError('boom');
    expect(serializeRouteErrors({ '0-0': fromHandler, '0-1': typeError, '0-2': 'text' })).toEqual({
      '0-0': { ...errorResponse, __type: 'RouteErrorResponse' },
      '0-1': { message: 'boom', __type: 'Error', __subType: 'TypeError' },
      '0-2': 'text',
    });
    expect(serializeRouteErrors(null)).toBeNull();
  });

  it('keeps loaders that returned nothing as loaded (null), so the browser does not run them again', () => {
    const serialized = JSON.parse(JSON.stringify(serializeLoaderData({ '0-0-0': undefined, '0-0-1': { a: 1 } })));
    expect(serialized).toEqual({ '0-0-0': null, '0-0-1': { a: 1 } });
    expect('0-0-0' in serialized).toBe(true);
  });
});
