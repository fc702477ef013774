import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { aboutHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';

/** About's head; a link preview shows the page's long banner (the newest promo's). */
export const aboutPageHead: HeadBuilder = ({ site, queryClient }) => {
  const promos = queryClient.getQueryData(promoListQuery(1, PAGE_SIZES.promo).queryKey);
  return aboutHead(site, promos?.datas.find((p) => p.long_banner)?.long_banner);
};
