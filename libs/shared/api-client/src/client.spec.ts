// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFieldLabels } from '@rona/i18n';
import { ApiError, createApiClient, errorMessages, isLoggedIn, onSessionEnded, resetSessionEnded } from './index';
import { NETWORK_MESSAGES } from './errors';

function fakeFetch(status: number, body: unknown, seen: Request[] = [], headers: Record<string, string> = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
}

beforeAll(() => loadFieldLabels());

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
      fetch: fakeFetch(
        200,
        {
          status: true,
          message: 'ok',
          result: { datas: [], page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 15 } },
        },
        seen,
      ) as typeof fetch,
    });
    await api.call('productList', { query: { limit: 15, sortBy: 'low_price' } });
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok');
    expect(new URL(seen[0].url).searchParams.get('sortBy')).toBe('low_price');
  });

  it('sends a body as JSON and leaves out empty query values', async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      ...base,
      fetch: fakeFetch(200, { status: true, message: 'ok', result: { id: 1 } }, seen) as typeof fetch,
    });
    await api.call('productList', { query: { limit: 15, search: '' } });
    await api.call('cartAdd', { body: { productId: 7, quantity: 2 } } as never);
    expect(seen[0].url).toBe('http://shop.test/api/e-commerce/product/v1/all?limit=15');
    expect(seen[1].method).toBe('POST');
    expect(seen[1].headers.get('content-type')).toBe('application/json');
    expect(await seen[1].json()).toEqual({ productId: 7, quantity: 2 });
  });

  it('turns a false status into an ApiError with the server message', async () => {
    const api = createApiClient({
      ...base,
      fetch: fakeFetch(200, { status: false, message: 'Produk tidak ditemukan' }) as typeof fetch,
    });
    await expect(api.call('categories')).rejects.toMatchObject({ message: 'Produk tidak ditemukan' });
  });

  it('turns a missing result into an ApiError', async () => {
    const api = createApiClient({
      ...base,
      fetch: fakeFetch(200, { status: true, message: 'kosong' }) as typeof fetch,
    });
    await expect(api.call('categories')).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps validation issues for the error handler', async () => {
    const api = createApiClient({
      ...base,
      fetch: fakeFetch(400, {
        status: false,
        message: 'Data tidak valid',
        errors: [{ message: 'Harus berupa angka', field: 'limit' }],
      }) as typeof fetch,
    });
    const error = await api.call('categories').catch((e: unknown) => e);
    expect(errorMessages(error)).toEqual(['Harus berupa angka. Jumlah per halaman']);
  });

  it('names fields in Indonesian, not by their keys, and not at all when the message already does (issue 13)', () => {
    const error = new ApiError('Data tidak valid', 400, [
      { message: 'Kode OTP salah', field: 'otp' },
      { message: 'Jumlah maksimal 999', field: 'products.0.quantity' },
      { message: 'Wajib diisi', field: 'recipientName' },
    ]);
    expect(errorMessages(error)).toEqual(['Kode OTP salah', 'Jumlah maksimal 999', 'Wajib diisi. Nama Penerima']);
  });
});

describe('sessions in cookies (docs/decisions/006)', () => {
  const signIn = () => (document.cookie = 'SESSION__=1; path=/');
  afterEach(() => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
    resetSessionEnded();
  });

  it('sends no token from script: member calls name the cookie scope, optional-member calls carry the key', async () => {
    signIn();
    const seen: Request[] = [];
    const api = createApiClient({
      ...base,
      fetch: fakeFetch(200, { status: true, message: 'ok', result: [] }, seen) as typeof fetch,
    });
    await api.call('cartList');
    await api.call('productRecommendations', { query: { limit: 3 } });
    expect(seen[0].headers.get('authorization')).toBeNull();
    expect(seen[0].headers.get('x-rona-client')).toBe('shop');
    expect(seen[0].credentials).toBe('same-origin');
    expect(seen[1].headers.get('authorization')).toBe('pk');
  });

  it('a 401 to a signed-in browser ends the session once: the marker goes and the listeners hear it', async () => {
    signIn();
    const heard = vi.fn();
    const off = onSessionEnded(heard);
    const api = createApiClient({
      ...base,
      fetch: fakeFetch(401, { status: false, message: 'Sesi Berakhir Silahkan Login Kembali' }) as typeof fetch,
    });
    await expect(api.call('cartList')).rejects.toMatchObject({ httpStatus: 401 });
    await expect(api.call('notificationList')).rejects.toMatchObject({ httpStatus: 401 });
    expect(isLoggedIn()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });

  it('an answer as a guest because the session ended (X-Rona-Session: ended) ends it too', async () => {
    signIn();
    const heard = vi.fn();
    const off = onSessionEnded(heard);
    const api = createApiClient({
      ...base,
      apiBaseUrl: `${location.origin}/api`,
      fetch: fakeFetch(200, { status: true, message: 'ok', result: [] }, [], {
        'x-rona-session': 'ended',
      }) as typeof fetch,
    });
    await api.call('categories');
    expect(isLoggedIn()).toBe(false);
    expect(heard).toHaveBeenCalledWith('shop');
    off();
  });

  it('a guest refused with 401 is not told about a session', async () => {
    const heard = vi.fn();
    const off = onSessionEnded(heard);
    const api = createApiClient({ ...base, fetch: fakeFetch(401, { status: false, message: 'x' }) as typeof fetch });
    await expect(api.call('cartList')).rejects.toBeInstanceOf(ApiError);
    expect(heard).not.toHaveBeenCalled();
    off();
  });
});

describe('network failures', () => {
  it('read in Indonesian, not "Failed to fetch"', async () => {
    const api = createApiClient({
      ...base,
      fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    const error = await api.call('categories').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessages(error)[0]).toMatch(/koneksi internet/);
    expect(errorMessages(error)[0]).not.toMatch(/Failed to fetch/);
  });

  it('a call the API does not answer within 20 s fails with the timeout message', async () => {
    let calls = 0;
    const api = createApiClient({
      ...base,
      // Answers the first call; later ones never get an answer and end only when the client aborts them.
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls += 1;
        if (calls === 1) return fakeFetch(200, { status: true, message: 'ok', result: [] })(input, init);
        const signal = input instanceof Request ? input.signal : init?.signal;
        return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      }) as typeof fetch,
    });
    await api.call('categories'); // the HTTP library is loaded
    vi.useFakeTimers();
    try {
      const pending = api.call('categories').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(20_000);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect(errorMessages(error)).toEqual([NETWORK_MESSAGES.timeout]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a call cancelled by the caller's signal stays an AbortError (TanStack Query's cancellation)", async () => {
    const api = createApiClient({
      ...base,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      }) as typeof fetch,
    });
    const controller = new AbortController();
    const pending = api.call('categories', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20)); // the request is on its way
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('a gateway error page without JSON reads as the server error, not its English status text', async () => {
    const api = createApiClient({
      ...base,
      fetch: (async () =>
        new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })) as typeof fetch,
    });
    expect(errorMessages(await api.call('categories').catch((e: unknown) => e))).toEqual(['Terjadi Kesalahan Server']);
  });
});

describe('errorMessages', () => {
  it('falls back to the message, then the default', () => {
    expect(errorMessages(new ApiError('Sesi Berakhir, silahkan login kembali', 401))).toEqual([
      'Sesi Berakhir, silahkan login kembali',
    ]);
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
