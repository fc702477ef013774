import { notFoundHead } from '@rona/seo';
import type { HeadBuilder } from './route-head';

/** 'Halaman tidak ada': noindex, no canonical. */
export const notFoundPageHead: HeadBuilder = ({ site }) => notFoundHead(site);
