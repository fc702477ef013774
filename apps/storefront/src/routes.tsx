import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from 'react-router-dom';
import { NotFoundPage, RouteErrorPage, ShopLayout } from '@rona/ui';
import { HeadSync } from './shared/head-sync';
import { notFoundRouteHandle } from './shared/page-head';

/**
 * The storefront's pages (spec 1 §2). Each screen is its own lazy chunk. A lazy route's `id` is its
 * module's path under src/: the page server finds the route's client chunk and stylesheet by it in
 * the build manifest, so the HTML loads them at once (src/server/route-assets.ts).
 */
export function storefrontRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      // HeadSync keeps the document head in step with the route handles on client-side navigation.
      element: (
        <>
          <ShopLayout />
          <HeadSync />
        </>
      ),
      children: [
        {
          // A page that fails (e.g. its chunk is gone after a deploy) keeps the header and footer.
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              // Shown (inside the layout) while the first page's code loads; the page has its own skeletons.
              HydrateFallback: () => null,
              id: 'features/home/home-route',
              lazy: () => import('./features/home/home-route').then((m) => m.homeRoute(queryClient)),
            },
            {
              path: 'products',
              HydrateFallback: () => null,
              id: 'features/product-list/product-list-route',
              lazy: () =>
                import('./features/product-list/product-list-route').then((m) => m.productListRoute(queryClient)),
            },
            {
              // The page whose first screen has Mantine components (the cart) gets its provider and styles with
              // its code; the shell and the other pages load none of it (the listing's filter menus load theirs
              // when opened).
              HydrateFallback: () => null,
              id: 'shared/mantine-layout',
              lazy: () => import('./shared/mantine-layout'),
              children: [
                {
                  path: 'cart',
                  HydrateFallback: () => null,
                  id: 'features/cart/cart-route',
                  lazy: () => import('./features/cart/cart-route').then((m) => m.cartRoute(queryClient)),
                },
              ],
            },
            {
              path: 'products/:merchant/:item',
              HydrateFallback: () => null,
              id: 'features/product-detail/product-detail-route',
              lazy: () =>
                import('./features/product-detail/product-detail-route').then((m) => m.productDetailRoute(queryClient)),
            },
            {
              path: 'promo',
              HydrateFallback: () => null,
              id: 'features/promo/promo-list-route',
              lazy: () => import('./features/promo/promo-list-route').then((m) => m.promoListRoute(queryClient)),
            },
            {
              path: 'promo/:slug',
              HydrateFallback: () => null,
              id: 'features/promo/promo-detail-route',
              lazy: () => import('./features/promo/promo-detail-route').then((m) => m.promoDetailRoute(queryClient)),
            },
            {
              path: 'about',
              HydrateFallback: () => null,
              id: 'features/about/about-route',
              lazy: () => import('./features/about/about-route').then((m) => m.aboutRoute(queryClient)),
            },
            {
              path: 'blog',
              HydrateFallback: () => null,
              id: 'features/blog/blog-route',
              lazy: () => import('./features/blog/blog-route').then((m) => m.blogRoute(queryClient)),
            },
            {
              path: 'blog/:slug',
              HydrateFallback: () => null,
              id: 'features/blog/article-route',
              lazy: () => import('./features/blog/article-route').then((m) => m.articleRoute(queryClient)),
            },
            {
              path: 'privacy-policy',
              HydrateFallback: () => null,
              id: 'features/legal/privacy-policy-route',
              lazy: () => import('./features/legal/privacy-policy-route').then((m) => m.privacyPolicyRoute),
            },
            {
              path: 'terms-condition',
              HydrateFallback: () => null,
              id: 'features/legal/terms-condition-route',
              lazy: () => import('./features/legal/terms-condition-route').then((m) => m.termsConditionRoute),
            },
            {
              // Unknown paths: a 404 (the server answers HTTP 404); RouteErrorPage shows 'Halaman tidak ada'.
              path: '*',
              loader: () => {
                throw data(null, { status: 404 });
              },
              element: <NotFoundPage />,
              handle: notFoundRouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
