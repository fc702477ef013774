import type { APIRequestContext } from '@playwright/test';
import { SKIN_TYPES } from '../../libs/shared/domain/src/constants';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';
const headers = { Authorization: key };

interface Page<T> {
  datas: T[];
  page: { currentPage: number; totalPage: number; totalData: number };
}
interface Card {
  name: string;
  url: string;
}
interface Detail {
  name: string;
  variant: { size: string; url: string; warehouse: { stock: number; stockText: string } }[];
}

export async function listProducts(request: APIRequestContext, query: string): Promise<Page<Card>> {
  const res = await request.get(`/api/e-commerce/product/v1/all?${query}`, { headers });
  if (!res.ok()) throw new Error(`product list ${query}: ${res.status()}`);
  return (await res.json()).result;
}

/** A skin type with at least two pages of products, so page 2 exists. */
export async function skinTypeWithTwoPages(request: APIRequestContext): Promise<string> {
  for (const skin of SKIN_TYPES) {
    const list = await listProducts(request, `skinType=${encodeURIComponent(skin)}&limit=15`);
    if (list.page.totalPage >= 2) return skin;
  }
  throw new Error('No skin type has two pages of products in the seed');
}

/** A product with one sold-out size and one in stock, found through the API. */
export async function productWithSoldOutSize(request: APIRequestContext) {
  const all = await listProducts(request, 'limit=100');
  for (const card of all.datas) {
    const [merchant, item] = card.url.split('/');
    const res = await request.get(`/api/e-commerce/product/v1/detail/${merchant}/${item}`, { headers });
    const detail: Detail = (await res.json()).result;
    const soldOut = detail.variant.find((v) => v.warehouse.stock <= 0);
    const inStock = detail.variant.find((v) => v.warehouse.stock > 0);
    if (soldOut && inStock) return { detail, soldOut, inStock };
  }
  throw new Error('No product with a sold-out size and an available size in the seed');
}
