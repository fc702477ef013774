import type { QueryClient } from '@tanstack/react-query';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { pageData } from '@rona/ui';
import { AboutPage } from './about-page';
import { aboutHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';

/** About's head; a link preview shows the page's long banner (the newest promo's). */
export const aboutHandle: RouteHandle = {
  head: ({ site, queryClient }) => {
    const promos = queryClient.getQueryData(promoListQuery(1, PAGE_SIZES.promo).queryKey);
    return aboutHead(site, promos?.datas.find((p) => p.long_banner)?.long_banner);
  },
};

export function aboutRoute(queryClient: QueryClient) {
  return {
    // The long banner picks the newest promo's banner from the first promo page.
    loader: async () => {
      await pageData(queryClient, promoListQuery(1, PAGE_SIZES.promo));
      return null;
    },
    handle: aboutHandle,
    Component: AboutPage,
  };
}
