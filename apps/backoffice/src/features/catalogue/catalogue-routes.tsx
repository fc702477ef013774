import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { ProductEditorPage } from './product-editor-page';
import { ProductImportPage } from './product-import-page';
import { ProductListPage } from './product-list-page';

/** /admin/products: Katalog's (and the owner's) — `catalogue:write`. */
export const productListRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="catalogue:write">
      <ProductListPage />
    </PermittedPage>
  ),
};

/** /admin/products/new and /admin/products/:productId. */
export const productEditorRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="catalogue:write">
      <ProductEditorPage />
    </PermittedPage>
  ),
};

/** /admin/products/import: the products CSV import — `catalogue:write` (prices:write for price rows, checked by the API). */
export const productImportRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="catalogue:write">
      <ProductImportPage />
    </PermittedPage>
  ),
};
