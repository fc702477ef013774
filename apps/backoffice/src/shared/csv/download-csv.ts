import { readRuntimeConfig } from '@rona/api-client';
import { endpoints } from '@rona/domain/browser';

export interface ExportInput {
  from?: string;
  to?: string;
  /** Orders only. */
  status?: string;
}
/** The dashboard's dated exports. */
export type ExportKind = 'orders' | 'stock';
/** Every CSV this downloads (the products export is on the product list). */
export type CsvKind = ExportKind | 'products';
const ENDPOINTS = {
  orders: endpoints.adminOrdersExport,
  stock: endpoints.adminStockMovementsExport,
  products: endpoints.adminProductsExport,
};

/**
 * Downloads an export (`GET /admin/v1/exports/orders.csv`, `…/stock-movements.csv`, `…/products.csv`) with the staff session (the call says
 * `X-Rona-Client: admin`, which a plain link cannot): the file is saved under the API's name. A
 * refusal (the envelope) is thrown as its message.
 */
export async function downloadCsv(kind: CsvKind, input: ExportInput, fetchImpl: typeof fetch = fetch): Promise<string> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value) query.set(key, value);
  const base = readRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const url = `${base}${ENDPOINTS[kind].path}${query.size ? `?${query}` : ''}`;
  const res = await fetchImpl(url, {
    headers: { 'X-Rona-Client': 'admin', 'Accept-Language': 'id' },
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? '');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'ekspor.csv';
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
  return name;
}
