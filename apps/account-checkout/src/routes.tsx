import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage, ShopLayout } from '@rona/ui';

/** Member pages on the account paths (spec 2 §2, spec 3 §2). Screens land with their issues. */
export function accountCheckoutRoutes(_queryClient: QueryClient): RouteObject[] {
  const coming = (path: string): RouteObject => ({ path, element: <ComingSoonPage /> });
  return [
    {
      element: <ShopLayout />,
      children: [
        coming('login'),
        coming('register'),
        coming('forgot-password'),
        coming('reset-password/:token'),
        coming('verification-email/:uuid'),
        coming('verification-otp/:phone'),
        coming('user/profile'),
        coming('user/activity'),
        coming('checkout'),
        coming('payment/:method/:invoice'),
        coming('payment-guest/:uuid'),
        coming('tracking-order/:id'),
        coming('invoice/:number'),
        coming('subscribe/:params/:params2'),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
