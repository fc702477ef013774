/**
 * The API's modules (apps/api/src/modules/*) from the lowest to the highest: a module imports only
 * modules before it in this list, so the modules import each other in one direction (enforced by
 * `rona/api-module-order`, tools/eslint/module-order.mjs; see docs/ARCHITECTURE.md). A new module
 * takes its place here; what two modules share moves down to the lower one (or to a new small module).
 */
export const apiModuleOrder = [
  'audit',
  'messaging',
  'shipping',
  'seo',
  'payments',
  'catalogue',
  'reviews',
  'wishlist',
  'linkpage',
  'points',
  'auth',
  'staff',
  'stock',
  'admin-catalogue',
  'admin-prices',
  'account',
  'order-records',
  'activity',
  'order-messages',
  'cart',
  'checkout',
  'reservation',
  'orders',
  'admin-orders',
  'admin-dashboard',
  'content',
  'admin-customers',
  'admin-vouchers',
  'admin-content',
  'banners',
  'admin-promos',
  'admin-product-import',
  'admin-messages',
];

/**
 * Imports that still go up the order, each a known cycle still to be untangled (issue 25, item 11):
 * `'<module> -> <module it imports>'`. Remove an entry once the shared piece has moved down.
 */
export const apiModuleOrderExceptions = [];
