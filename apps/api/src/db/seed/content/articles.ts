import { careArticles } from './articles-care';
import { clinicArticles } from './articles-clinic';
import { skinArticles } from './articles-skin';
import type { SeedArticle } from './types';

/** All blog articles, newest first. */
export const articles: SeedArticle[] = [...skinArticles, ...careArticles, ...clinicArticles].sort((a, b) =>
  b.releaseDate.localeCompare(a.releaseDate),
);
