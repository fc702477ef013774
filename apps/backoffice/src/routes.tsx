import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from './shared/page-states/page-skeleton';
import { NotFound } from './shared/page-states/not-found';

const HydrateFallback = () => <PageSkeleton />;

/** The back office under /admin (decision 023): features named after what staff do. */
export function backofficeRoutes(_queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'admin',
      children: [
        {
          path: 'login',
          HydrateFallback,
          lazy: () => import('./features/login/login-route').then((m) => m.loginRoute),
        },
        {
          // The staff invitation's link: public, like the login.
          path: 'invitation/:token',
          HydrateFallback,
          lazy: () => import('./features/staff/staff-routes').then((m) => m.invitationRoute),
        },
        {
          // Print views: the sheet only, no menu (print CSS for A4).
          path: 'print',
          HydrateFallback,
          lazy: () => import('./shared/staff/require-staff').then((m) => ({ Component: m.RequireStaff })),
          children: [
            {
              path: 'pick-list',
              HydrateFallback,
              lazy: () => import('./features/printing/print-routes').then((m) => m.pickListRoute),
            },
            {
              path: 'packing-slips',
              HydrateFallback,
              lazy: () => import('./features/printing/print-routes').then((m) => m.packingSlipsRoute),
            },
          ],
        },
        {
          // The shell (menu, staff session) loads with the first staff page, not with the login.
          HydrateFallback,
          lazy: () => import('./shared/layout/staff-layout').then((m) => ({ Component: m.StaffLayout })),
          children: [
            {
              // The home: the day at a glance, each staff member's parts.
              index: true,
              HydrateFallback,
              lazy: () => import('./features/dashboard/dashboard-route').then((m) => m.dashboardRoute),
            },
            {
              path: 'orders',
              HydrateFallback,
              lazy: () => import('./features/orders/workbench-route').then((m) => m.workbenchRoute),
            },
            {
              path: 'orders/:invoice',
              HydrateFallback,
              lazy: () => import('./features/orders/order-route').then((m) => m.orderRoute),
            },
            {
              path: 'products',
              HydrateFallback,
              lazy: () => import('./features/catalogue/catalogue-routes').then((m) => m.productListRoute),
            },
            {
              path: 'products/import',
              HydrateFallback,
              lazy: () => import('./features/catalogue/catalogue-routes').then((m) => m.productImportRoute),
            },
            {
              path: 'products/new',
              HydrateFallback,
              lazy: () => import('./features/catalogue/catalogue-routes').then((m) => m.productEditorRoute),
            },
            {
              path: 'products/:productId',
              HydrateFallback,
              lazy: () => import('./features/catalogue/catalogue-routes').then((m) => m.productEditorRoute),
            },
            {
              path: 'stock',
              HydrateFallback,
              lazy: () => import('./features/stock/stock-routes').then((m) => m.stockRoute),
            },
            {
              path: 'stock/:variantId',
              HydrateFallback,
              lazy: () => import('./features/stock/stock-routes').then((m) => m.stockHistoryRoute),
            },
            {
              path: 'stock-count',
              HydrateFallback,
              lazy: () => import('./features/stock/stock-routes').then((m) => m.stockCountRoute),
            },
            {
              path: 'vouchers',
              HydrateFallback,
              lazy: () => import('./features/vouchers/voucher-routes').then((m) => m.vouchersRoute),
            },
            {
              path: 'vouchers/new',
              HydrateFallback,
              lazy: () => import('./features/vouchers/voucher-routes').then((m) => m.voucherNewRoute),
            },
            {
              path: 'vouchers/:id',
              HydrateFallback,
              lazy: () => import('./features/vouchers/voucher-routes').then((m) => m.voucherEditRoute),
            },
            {
              path: 'vouchers/:id/uses',
              HydrateFallback,
              lazy: () => import('./features/vouchers/voucher-routes').then((m) => m.voucherUsesRoute),
            },
            {
              path: 'articles',
              HydrateFallback,
              lazy: () => import('./features/articles/article-routes').then((m) => m.articlesRoute),
            },
            {
              path: 'articles/new',
              HydrateFallback,
              lazy: () => import('./features/articles/article-routes').then((m) => m.articleNewRoute),
            },
            {
              path: 'articles/:id',
              HydrateFallback,
              lazy: () => import('./features/articles/article-routes').then((m) => m.articleEditRoute),
            },
            {
              path: 'promos',
              HydrateFallback,
              lazy: () => import('./features/promos/promo-routes').then((m) => m.promosRoute),
            },
            {
              path: 'promos/new',
              HydrateFallback,
              lazy: () => import('./features/promos/promo-routes').then((m) => m.promoNewRoute),
            },
            {
              path: 'promos/:id',
              HydrateFallback,
              lazy: () => import('./features/promos/promo-routes').then((m) => m.promoEditRoute),
            },
            {
              path: 'banners',
              HydrateFallback,
              lazy: () => import('./features/banners/banner-routes').then((m) => m.bannersRoute),
            },
            {
              path: 'customers',
              HydrateFallback,
              lazy: () => import('./features/customers/customer-routes').then((m) => m.customersRoute),
            },
            {
              path: 'customers/:id',
              HydrateFallback,
              lazy: () => import('./features/customers/customer-routes').then((m) => m.customerRoute),
            },
            {
              // Messages that failed to send (the dashboard's 'Pesan Gagal Terkirim').
              path: 'messages/failed',
              HydrateFallback,
              lazy: () => import('./features/messages/failed-messages-route').then((m) => m.failedMessagesRoute),
            },
            {
              path: 'staff',
              HydrateFallback,
              lazy: () => import('./features/staff/staff-routes').then((m) => m.staffRoute),
            },
            {
              path: 'audit',
              HydrateFallback,
              lazy: () => import('./features/audit/audit-route').then((m) => m.auditRoute),
            },
            {
              path: 'security',
              HydrateFallback,
              lazy: () => import('./features/security/security-route').then((m) => m.securityRoute),
            },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
    { path: '*', element: <NotFound /> },
  ];
}
