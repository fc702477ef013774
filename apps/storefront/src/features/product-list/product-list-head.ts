import { productListHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';

/** The listing's head: its canonical URL keeps what selects the products (category, search, page). */
export const productListPageHead: HeadBuilder = ({ site, url }) => productListHead(site, url.pathname + url.search);
