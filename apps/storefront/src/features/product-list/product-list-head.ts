import { categoriesQuery } from '@rona/api-client';
import { productListHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';

/**
 * The listing's head: its canonical URL keeps what selects the products (category, search, page); a
 * category's listing is titled by the category's name (the filter bar's categories, cached by the loader).
 */
export const productListPageHead: HeadBuilder = ({ site, url, queryClient }) => {
  const categories = queryClient.getQueryData(categoriesQuery().queryKey) ?? [];
  return productListHead(site, url.pathname + url.search, new Map(categories.map((c) => [c._id, c.name])));
};
