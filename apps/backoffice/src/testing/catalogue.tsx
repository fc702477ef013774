import type { RouteObject } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { AdminProductDetail, AdminProductListItem, AdminSize, CategoryItem, StaffMe } from '@rona/domain';
import { StaffContext } from '../shared/staff/staff-context';

/** Test data for the catalogue screens (never imported by the app). */
export const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
export const CATEGORY_ID = '22222222-2222-4222-8222-222222222222';
export const SUBCATEGORY_ID = '33333333-3333-4333-8333-333333333333';

export const categories: CategoryItem[] = [
  { _id: CATEGORY_ID, name: 'Perawatan Wajah', type: 'category', parentId: null },
  { _id: SUBCATEGORY_ID, name: 'Serum', type: 'subcategory', parentId: CATEGORY_ID },
  { _id: '44444444-4444-4444-8444-444444444444', name: 'Sabun', type: 'subcategory', parentId: 'other' },
];

export function aProductListItem(overrides: Partial<AdminProductListItem> = {}): AdminProductListItem {
  return {
    productId: PRODUCT_ID,
    name: 'Serum Niacinamide 10%',
    slug: 'serum-niacinamide-10',
    image: '/img/serum.jpg',
    category: 'Perawatan Wajah',
    subCategory: 'Serum',
    published: true,
    sizeCount: 2,
    minPrice: 89_000,
    stock: 40,
    createdAt: '2026-11-27T02:00:00.000Z',
    ...overrides,
  };
}

export function aProductDetail(overrides: Partial<AdminProductDetail> = {}): AdminProductDetail {
  return {
    productId: PRODUCT_ID,
    name: 'Serum Niacinamide 10%',
    slug: 'serum-niacinamide-10',
    oldSlugs: [],
    published: false,
    categoryId: CATEGORY_ID,
    subcategoryId: SUBCATEGORY_ID,
    skinTypes: ['Berminyak'],
    skinProblems: ['Jerawat'],
    description: 'Serum untuk kulit berminyak.',
    warning: '',
    howToUse: '',
    composition: '',
    video: null,
    bpom: 'NA18201200001',
    images: [],
    sizes: [],
    url: null,
    createdAt: '2026-11-27T02:00:00.000Z',
    ...overrides,
  };
}

export function aSize(overrides: Partial<AdminSize> = {}): AdminSize {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    productId: PRODUCT_ID,
    productName: 'Serum Niacinamide 10%',
    position: 0,
    size: '30 ml',
    sku: 'RONA-SERUM-30ML',
    url: 'rona/serum-niacinamide-10-30-ml',
    price: 120_000,
    stock: 10,
    weight: 80,
    dimension: null,
    maxPerOrder: null,
    enabled: true,
    discount: null,
    fixedPrice: 120_000,
    ...overrides,
  };
}

/** A staff member holding exactly these keys (e.g. catalogue:write without prices:write). */
export function withKeys(staff: StaffMe, permissions: StaffMe['permissions']): StaffMe {
  return { ...staff, permissions };
}

/** A route for the memory router whose page sees the staff member (RequireStaff's context). */
export function staffRoute(path: string, staff: StaffMe, element: ReactElement): RouteObject {
  return { path, element: <StaffContext.Provider value={staff}>{element}</StaffContext.Provider> };
}
