import { homeBannersQuery, promoListQuery } from '@rona/api-client';
import { homeHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';
import { HOME_PROMO_LIMIT } from './home-queries';

/** The shop's head; a link preview shows the first banner of the carousel (staff's, else a running promo's). */
export const homePageHead: HeadBuilder = ({ site, queryClient }) => {
  const staff = queryClient.getQueryData(homeBannersQuery().queryKey);
  const promos = queryClient.getQueryData(promoListQuery(1, HOME_PROMO_LIMIT).queryKey);
  return homeHead(site, staff?.[0]?.image ?? promos?.datas.find((p) => p.banner)?.banner);
};
