import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './download-csv';

afterEach(() => vi.restoreAllMocks());

describe('downloadCsv', () => {
  it('asks with the staff scope and the filters, and saves the file under the API’s name', async () => {
    window.__RONA_CONFIG__ = { apiBaseUrl: '/api', publicApiKey: 'pk' };
    const fetchImpl = vi.fn(
      async () =>
        new Response('\uFEFFInvoice\r\n', {
          headers: { 'content-disposition': 'attachment; filename="pesanan_2026-11-01_2026-11-30.csv"' },
        }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const name = await downloadCsv('orders', { from: '2026-11-01', to: '2026-11-30', status: '' }, fetchImpl);
    expect(name).toBe('pesanan_2026-11-01_2026-11-30.csv');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/v1/exports/orders.csv?from=2026-11-01&to=2026-11-30');
    expect(init.headers).toMatchObject({ 'X-Rona-Client': 'admin' });
    expect(click).toHaveBeenCalledOnce();
  });

  it('throws the refusal’s message', async () => {
    window.__RONA_CONFIG__ = { apiBaseUrl: '/api', publicApiKey: 'pk' };
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: false, message: 'Tanggal tidak ada di kalender. from', errors: [] }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(downloadCsv('stock', { from: '2026-02-30' }, fetchImpl)).rejects.toThrow(
      'Tanggal tidak ada di kalender',
    );
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/admin/v1/exports/stock-movements.csv?from=2026-02-30',
    );
  });

  it('downloads the products CSV without filters', async () => {
    window.__RONA_CONFIG__ = { apiBaseUrl: '/api', publicApiKey: 'pk' };
    const fetchImpl = vi.fn(
      async () =>
        new Response('\uFEFFProduk\r\n', { headers: { 'content-disposition': 'attachment; filename="produk.csv"' } }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await downloadCsv('products', {}, fetchImpl)).toBe('produk.csv');
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toBe('/api/admin/v1/exports/products.csv');
  });
});
