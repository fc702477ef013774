import { articleQuery } from '@rona/api-client';
import type { ArticleDetail } from '@rona/domain';
import { articleHead } from '@rona/seo';
import { detailHead } from '../../shared/detail-head';
import type { HeadBuilder } from '../../shared/route-head';

/** The article's head (title, summary, picture, Article JSON-LD). */
export const articlePageHead: HeadBuilder = (context) =>
  detailHead<ArticleDetail>(context, articleQuery(context.params.slug ?? '').queryKey, articleHead);
