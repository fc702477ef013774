import { blogPageQuery } from '@rona/api-client';
import { blogHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';
import { readBlogPlace } from './blog-queries';

/** The blog's head; a link preview shows the first article's picture. */
export const blogPageHead: HeadBuilder = ({ site, url, queryClient }) => {
  const articles = queryClient.getQueryData(blogPageQuery(readBlogPlace(url.searchParams)).queryKey);
  return blogHead(site, url.pathname + url.search, articles?.datas[0]?.thumbnail);
};
