import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, isRouteErrorResponse } from 'react-router-dom';
import { ApiError } from '@rona/api-client';
import { pageData } from './page-data';

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('pageData on the server (no document)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the query and leaves its data in the cache', async () => {
    vi.stubGlobal('document', undefined);
    const client = newClient();
    const answer = deferred<string>();
    let settled = false;
    const loading = pageData(client, { queryKey: ['p'], queryFn: () => answer.promise }).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve('produk');
    await loading;
    expect(client.getQueryData(['p'])).toBe('produk');
  });

  /** The static handler's answer for `url`, whose one route's loader gets `failure` from the API. */
  async function serverAnswer(route: { id: string; path: string }, url: string, failure: ApiError) {
    vi.stubGlobal('document', undefined);
    const client = newClient();
    const handler = createStaticHandler([
      {
        ...route,
        loader: async () => {
          await pageData(client, { queryKey: [route.id], queryFn: () => Promise.reject(failure) });
          return null;
        },
      },
    ]);
    const context = await handler.query(new Request(`http://toko.test${url}`));
    if (context instanceof Response) throw new Error('expected a render context');
    return context;
  }

  it("an API 404 becomes the route's 404: the server's answer is 404 and the errorElement gets a 404 response", async () => {
    const context = await serverAnswer(
      { id: 'product', path: '/products/:item' },
      '/products/nope',
      new ApiError('Produk tidak ditemukan', 404),
    );
    expect(context.statusCode).toBe(404);
    const error = context.errors?.product;
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it("an API 400 for the address's value (a slug no item can have) is the route's 404 too, not a server error", async () => {
    const context = await serverAnswer(
      { id: 'promo', path: '/promo/:slug' },
      '/promo/%00',
      new ApiError('Data berisi karakter yang tidak diizinkan', 400),
    );
    expect(context.statusCode).toBe(404);
  });

  it('other failures are thrown as they are', async () => {
    vi.stubGlobal('document', undefined);
    const error = new ApiError('Server sibuk', 503);
    await expect(pageData(newClient(), { queryKey: ['down'], queryFn: () => Promise.reject(error) })).rejects.toBe(
      error,
    );
  });
});

describe('pageData in the browser', () => {
  it('starts the query and resolves without waiting for it', async () => {
    const client = newClient();
    const answer = deferred<string>();
    const queryFn = vi.fn(() => answer.promise);
    await pageData(client, { queryKey: ['p'], queryFn });
    expect(queryFn).toHaveBeenCalledOnce();
    expect(client.getQueryState(['p'])?.fetchStatus).toBe('fetching');
    answer.resolve('produk');
    await vi.waitFor(() => expect(client.getQueryData(['p'])).toBe('produk'));
  });

  it('a 404 does not fail the navigation: the page shows its own not-found state from the query', async () => {
    const client = newClient();
    await expect(
      pageData(client, { queryKey: ['missing'], queryFn: () => Promise.reject(new ApiError('Tidak ada', 404)) }),
    ).resolves.toBeUndefined();
    await vi.waitFor(() => expect(client.getQueryState(['missing'])?.status).toBe('error'));
  });
});
