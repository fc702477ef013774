import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from 'react-router-dom';
import { NotFoundPage, RouteErrorPage, ShopLayout } from '@rona/ui';
import { HeadSync } from './shared/head-sync';
import { notFoundRouteHandle } from './shared/page-head';

/** The storefront's pages (spec 1 §2). Each screen is its own lazy chunk. */
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
              lazy: () => import('./features/home/home-route').then((m) => m.homeRoute(queryClient)),
            },
            {
              // The pages whose first screen has Mantine components (the listing's filter menus, the cart) get its
              // provider and styles with their code; the shell and the other pages load none of it.
              HydrateFallback: () => null,
              lazy: () => import('./shared/mantine-layout'),
              children: [
                {
                  path: 'products',
                  HydrateFallback: () => null,
                  lazy: () =>
                    import('./features/product-list/product-list-route').then((m) => m.productListRoute(queryClient)),
                },
                {
                  path: 'cart',
                  HydrateFallback: () => null,
                  lazy: () => import('./features/cart/cart-route').then((m) => m.cartRoute),
                },
              ],
            },
            {
              path: 'products/:merchant/:item',
              HydrateFallback: () => null,
              lazy: () =>
                import('./features/product-detail/product-detail-route').then((m) => m.productDetailRoute(queryClient)),
            },
            {
              path: 'promo',
              HydrateFallback: () => null,
              lazy: () => import('./features/promo/promo-list-route').then((m) => m.promoListRoute(queryClient)),
            },
            {
              path: 'promo/:slug',
              HydrateFallback: () => null,
              lazy: () => import('./features/promo/promo-detail-route').then((m) => m.promoDetailRoute(queryClient)),
            },
            {
              path: 'about',
              HydrateFallback: () => null,
              lazy: () => import('./features/about/about-route').then((m) => m.aboutRoute(queryClient)),
            },
            {
              path: 'blog',
              HydrateFallback: () => null,
              lazy: () => import('./features/blog/blog-route').then((m) => m.blogRoute(queryClient)),
            },
            {
              path: 'blog/:slug',
              HydrateFallback: () => null,
              lazy: () => import('./features/blog/article-route').then((m) => m.articleRoute(queryClient)),
            },
            {
              path: 'privacy-policy',
              HydrateFallback: () => null,
              lazy: () => import('./features/legal/privacy-policy-route').then((m) => m.privacyPolicyRoute),
            },
            {
              path: 'terms-condition',
              HydrateFallback: () => null,
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
