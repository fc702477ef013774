import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessages } from './index';

function fakeFetch(status: number, body: unknown, seen: Request[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

const base = { apiBaseUrl: 'http://shop.test/api', publicApiKey: 'pk', getPagePath: () => '/products?page=2' };

describe('api client', () => {
  it('sends the API key, language and page path, and returns the parsed result', async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      ...base,
      getSessionToken: () => null,
      fetch: fakeFetch(200, { status: true, message: 'ok', result: [] }, seen) as typeof fetch,
    });
    await expect(api.call('categories')).resolves.toEqual([]);
    expect(seen[0].url).toBe('http://shop.test/api/e-commerce/home/v1/category');
    expect(seen[0].headers.get('authorization')).toBe('pk');
    expect(seen[0].headers.get('accept-language')).toBe('id');
    expect(seen[0].headers.get('path')).toBe('/products?page=2');
  });

  it('sends the member session as a bearer token when there is one', async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      ...base,
      getSessionToken: () => 'tok',
      fetch: fakeFetch(200, { status: true, message: 'ok', result: { datas: [], page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 15 } } }, seen) as typeof fetch,
    });
    await api.call('productList', { query: { limit: 15, sortBy: 'low_price' } });
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok');
    expect(new URL(seen[0].url).searchParams.get('sortBy')).toBe('low_price');
  });

  it('turns a false status into an ApiError with the server message', async () => {
    const api = createApiClient({ ...base, fetch: fakeFetch(200, { status: false, message: 'Produk tidak ditemukan' }) as typeof fetch });
    await expect(api.call('categories')).rejects.toMatchObject({ message: 'Produk tidak ditemukan' });
  });

  it('turns a missing result into an ApiError', async () => {
    const api = createApiClient({ ...base, fetch: fakeFetch(200, { status: true, message: 'kosong' }) as typeof fetch });
    await expect(api.call('categories')).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps validation issues for the error handler', async () => {
    const api = createApiClient({
      ...base,
      fetch: fakeFetch(400, { status: false, message: 'Data tidak valid', errors: [{ message: 'Harus berupa angka', field: 'limit' }] }) as typeof fetch,
    });
    const error = await api.call('categories').catch((e: unknown) => e);
    expect(errorMessages(error)).toEqual(['Harus berupa angka. limit']);
  });
});

describe('errorMessages', () => {
  it('falls back to the message, then the default', () => {
    expect(errorMessages(new ApiError('Sesi Berakhir, silahkan login kembali', 401))).toEqual(['Sesi Berakhir, silahkan login kembali']);
    expect(errorMessages({ message: 'Network down' })).toEqual(['Network down']);
    expect(errorMessages(undefined)).toEqual(['Terjadi Kesalahan Server']);
  });
});

describe('readRuntimeConfig', () => {
  it('reads the injected configuration and defaults the API base', async () => {
    const { readRuntimeConfig } = await import('./config');
    expect(readRuntimeConfig({ publicApiKey: 'k' })).toEqual({ apiBaseUrl: '/api', publicApiKey: 'k' });
    expect(() => readRuntimeConfig({})).toThrow(/publicApiKey/);
  });
});
