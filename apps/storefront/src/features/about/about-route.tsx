import type { QueryClient } from '@tanstack/react-query';
import { promoListQuery } from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { AboutPage } from './about-page';

export const aboutHandle = lazyHead(() => import('./about-head').then((m) => m.aboutPageHead));

export function aboutRoute(queryClient: QueryClient) {
  return {
    // The long banner picks the newest promo's banner from the first promo page.
    loader: async () => {
      await Promise.all([headOnServer(aboutHandle), pageData(queryClient, promoListQuery(1, PAGE_SIZES.promo))]);
      return null;
    },
    handle: aboutHandle,
    Component: AboutPage,
  };
}
