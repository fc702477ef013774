import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage, ShopLayout } from '@rona/ui';

/**
 * The page part of the HTML the browser got (index.html's skeleton, or a page's own first paint with
 * its title: first-paint.ts), read before React's first render replaces it.
 */
const firstPaintShell = typeof document === 'undefined' ? null : document.querySelector('#root .rona-shell-page');
const firstPaintPage = firstPaintShell?.innerHTML ?? null;
/** `rona-shell-page`, with `rona-shell-wide` on a page whose first paint is not a card (the profile). */
const firstPaintClass = firstPaintShell?.className ?? 'rona-shell-page';

/**
 * Shown inside the layout while the first page's code loads (React Router renders it on the first
 * load only): what the HTML already showed, so React's first render changes nothing on screen and
 * the page never goes blank in between (the skeleton's styles are in index.html).
 */
const HydrateFallback = () =>
  firstPaintPage !== null ? (
    <div className={firstPaintClass} aria-busy="true" dangerouslySetInnerHTML={{ __html: firstPaintPage }} />
  ) : (
    <div className="rona-shell-page" aria-busy="true">
      <div className="rona-shell-card" aria-hidden="true">
        {[1, 2, 3, 4].map((line) => (
          <div key={line} className="rona-shell-line" />
        ))}
      </div>
    </div>
  );

/** Member pages on the account paths (spec 2 §2, spec 3 §2). */
export function accountCheckoutRoutes(_queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <ShopLayout />,
      children: [
        {
          // Mantine's provider and its stylesheet come with the first page, not in the entry: the header
          // and the skeleton of index.html paint without waiting for them (issue 24, docs/performance.md).
          HydrateFallback,
          lazy: () => import('./shared/mantine-layout'),
          children: pageRoutes(),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The pages, each its own chunk, inside Mantine's provider. */
function pageRoutes(): RouteObject[] {
  return [
    {
      path: 'login',
      HydrateFallback,
      lazy: () => import('./features/login/login-route').then((m) => m.loginRoute),
    },
    {
      path: 'register',
      HydrateFallback,
      lazy: () => import('./features/register/register-route').then((m) => m.registerRoute),
    },
    {
      path: 'forgot-password',
      HydrateFallback,
      lazy: () => import('./features/password-reset/password-reset-routes').then((m) => m.forgotPasswordRoute),
    },
    {
      path: 'reset-password/:token',
      HydrateFallback,
      lazy: () => import('./features/password-reset/password-reset-routes').then((m) => m.resetPasswordRoute),
    },
    {
      path: 'verification-email/:uuid',
      HydrateFallback,
      lazy: () =>
        import('./features/email-verification/email-verification-route').then((m) => m.emailVerificationRoute),
    },
    {
      path: 'verification-otp/:phone',
      HydrateFallback,
      lazy: () => import('./features/otp/otp-route').then((m) => m.otpRoute),
    },
    {
      path: 'user/profile',
      HydrateFallback,
      lazy: () => import('./features/account/profile-route').then((m) => m.profileRoute),
    },
    {
      path: 'user/activity',
      HydrateFallback,
      lazy: () => import('./features/activity/activity-route').then((m) => m.activityRoute),
    },
    {
      path: 'checkout',
      HydrateFallback,
      lazy: () => import('./features/checkout/checkout-route').then((m) => m.checkoutRoute),
    },
    {
      path: 'payment/:method/:invoice',
      HydrateFallback,
      lazy: () => import('./features/payment/payment-route').then((m) => m.memberPaymentRoute),
    },
    {
      path: 'payment-guest/:uuid',
      HydrateFallback,
      lazy: () => import('./features/payment/payment-route').then((m) => m.guestPaymentRoute),
    },
    {
      path: 'tracking-order/:uuid?',
      HydrateFallback,
      lazy: () => import('./features/tracking/tracking-route').then((m) => m.trackingRoute),
    },
    {
      path: 'invoice/:invoice',
      HydrateFallback,
      lazy: () => import('./features/invoice/invoice-route').then((m) => m.invoiceRoute),
    },
    {
      path: 'subscribe/:params/:params2',
      HydrateFallback,
      lazy: () => import('./features/subscription/subscription-route').then((m) => m.subscriptionRoute),
    },
  ];
}
