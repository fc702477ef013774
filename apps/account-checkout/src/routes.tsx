import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage, ShopLayout } from '@rona/ui';

/**
 * Shown inside the layout while a page's code loads on the first visit: the skeleton card of
 * index.html's first paint (its styles are in index.html), so the page never goes blank in between.
 */
const HydrateFallback = () => (
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
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
