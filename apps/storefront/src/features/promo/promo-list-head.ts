import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { promoListHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';
import { readPage } from './page-param';

/** The promo list's head; a link preview shows the first promo's banner. */
export const promoListPageHead: HeadBuilder = ({ site, url, queryClient }) => {
  const page = readPage(url.searchParams.get('page'));
  const promos = queryClient.getQueryData(promoListQuery(page, PAGE_SIZES.promo).queryKey);
  const first = promos?.datas.find((p) => p.banner ?? p.thumbnail);
  return promoListHead(site, url.pathname + url.search, first?.banner ?? first?.thumbnail);
};
