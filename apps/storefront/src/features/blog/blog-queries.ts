import { BLOG_HASHTAGS } from '@rona/domain/browser';
import { paths } from '@rona/routes';

export type BlogHashtag = (typeof BLOG_HASHTAGS)[number];

/** The blog list's place: page (from 1) and an optional hashtag, both kept in the URL (?page=2&tag=acne). */
export interface BlogListPlace {
  page: number;
  tag?: BlogHashtag;
}

export function readBlogPlace(params: URLSearchParams): BlogListPlace {
  const page = Math.floor(Number(params.get('page')));
  const tag = BLOG_HASHTAGS.find((h) => h === params.get('tag')?.toLowerCase());
  return { page: Number.isFinite(page) && page >= 1 ? page : 1, tag };
}

/** The blog list URL of a place; page 1 and no tag are left out so it stays /blog. */
export function blogListPath({ page = 1, tag }: { page?: number; tag?: string }): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const out = params.toString();
  return out ? `${paths.blog()}?${out}` : paths.blog();
}

/** 'Direkomendasikan juga' under an article: the best-rated products. */
export const ARTICLE_RECOMMENDATION_LIMIT = 10;
