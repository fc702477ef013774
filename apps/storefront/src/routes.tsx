import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage, RouteErrorPage, ShopLayout } from '@rona/ui';

/** The storefront's pages (spec 1 §2). Each screen is its own lazy chunk. */
export function storefrontRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <ShopLayout />,
      children: [
        {
          // A page that fails (e.g. its chunk is gone after a deploy) keeps the header and footer.
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              // Shown (inside the layout) while the first page's code loads; the page has its own skeletons.
              HydrateFallback: () => null,
              lazy: () => import('./features/home/home-route').then((m) => m.homeRoute(queryClient)),
            },
            { path: 'products', element: <ComingSoonPage /> },
            { path: 'products/:merchant/:item', element: <ComingSoonPage /> },
            { path: 'promo', element: <ComingSoonPage /> },
            { path: 'promo/:slug', element: <ComingSoonPage /> },
            { path: 'about', element: <ComingSoonPage /> },
            { path: 'blog', element: <ComingSoonPage /> },
            { path: 'blog/:slug', element: <ComingSoonPage /> },
            { path: 'cart', element: <ComingSoonPage /> },
            { path: 'privacy-policy', element: <ComingSoonPage /> },
            { path: 'terms-condition', element: <ComingSoonPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
