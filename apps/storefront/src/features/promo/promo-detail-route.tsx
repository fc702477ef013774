import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { promoDetailQuery } from '@rona/api-client';
import { PromoDetailPage } from './promo-detail-page';

export function promoDetailRoute(queryClient: QueryClient) {
  return {
    loader: ({ params }: LoaderFunctionArgs) => {
      if (params.slug) void queryClient.prefetchQuery(promoDetailQuery(params.slug));
      return null;
    },
    Component: PromoDetailPage,
  };
}
