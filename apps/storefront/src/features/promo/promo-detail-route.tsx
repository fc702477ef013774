import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { promoDetailQuery } from '@rona/api-client';
import { pageData } from '@rona/ui';
import { PromoDetailPage } from './promo-detail-page';
import type { PromoDetail } from '@rona/domain';
import { promoHead } from '@rona/seo';
import { detailHead, type RouteHandle } from '../../shared/page-head';

/** The promo's head (title, first section or dates, long banner). */
export const promoDetailHandle: RouteHandle = {
  head: (context) => detailHead<PromoDetail>(context, promoDetailQuery(context.params.slug ?? '').queryKey, promoHead),
};

export function promoDetailRoute(queryClient: QueryClient) {
  return {
    // The promo: on the server an unknown slug is the route's 404; in the browser the page shows its
    // own 'not found' state from the query.
    loader: async ({ params }: LoaderFunctionArgs) => {
      if (params.slug) await pageData(queryClient, promoDetailQuery(params.slug));
      return null;
    },
    handle: promoDetailHandle,
    Component: PromoDetailPage,
  };
}
