import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { promoDetailQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { headOnServer, lazyHead } from '../../shared/route-head';
import { PromoDetailPage } from './promo-detail-page';

export const promoDetailHandle = lazyHead(() => import('./promo-detail-head').then((m) => m.promoDetailPageHead));

export function promoDetailRoute(queryClient: QueryClient) {
  return {
    // The promo: on the server an unknown slug is the route's 404; in the browser the page shows its
    // own 'not found' state from the query.
    loader: async ({ params }: LoaderFunctionArgs) => {
      await Promise.all([
        headOnServer(promoDetailHandle),
        params.slug ? pageData(queryClient, promoDetailQuery(params.slug)) : undefined,
      ]);
      return null;
    },
    handle: promoDetailHandle,
    Component: PromoDetailPage,
  };
}
