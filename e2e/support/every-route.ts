import { expect, type Page } from '@playwright/test';
import type { AppName } from '@rona/routes';
import { paths } from '@rona/routes';
import { API_KEY } from './shop-api';

/**
 * Every page route of the three front ends (storefront, account-checkout, linkpage — the
 * `routes.tsx` of each app and `@rona/routes`), each with a concrete sample path that opens on
 * the freshly seeded e2e database. Sweeps (CSP, accessibility) walk this list.
 *
 * `needs`: who must be signed in for the page to show its real content
 * - 'guest'   — anyone (a member may also open it)
 * - 'member'  — a shop member (the `SESSION__` session of `signIn`), else the page sends to /login
 * - 'partner' — a link-tool partner (partner@rona.id), else the studio sends to /link-login
 * - 'staff'   — the back office's owner (pemilik@rona.id, every permission), else /admin/login
 *
 * Left out: pages that need an order of the test (payment/:method/:invoice, payment-guest/:uuid,
 * tracking-order/:uuid, invoice/:invoice) — compute those in the test after creating an order.
 * Sample ids that do not exist (a reset token, a verification uuid) still open the page, which
 * then shows its own not-found / expired state — a state worth sweeping too.
 */
export interface RouteSample {
  app: AppName;
  /** The route pattern as in the app's routes.tsx. */
  route: string;
  /** A path that opens on the seeded database. */
  path: string;
  needs: 'guest' | 'member' | 'partner' | 'staff';
  /** The page leaves the shop after a moment (e.g. /everywhere redirects to a marketplace). */
  leavesShop?: boolean;
}

/** Seeded samples (apps/api/src/db/seed): a product variant, a blog article, a promo, a link page. */
export const SEED_SAMPLES = {
  productUrl: 'rona/serum-niacinamide-10-20-ml',
  articleSlug: 'urutan-skincare-pagi-dan-malam',
  promoSlug: 'payday-glow',
  linkPageId: 'contohRona01',
  everywhere: 'shopee',
  partner: { email: 'partner@rona.id', password: 'RonaPartner123' },
  member: { email: 'demo@rona.id', password: 'RonaDemo123' },
  staff: { email: 'pemilik@rona.id', password: 'RonaStaff123' },
} as const;

const s = SEED_SAMPLES;

export const EVERY_ROUTE: readonly RouteSample[] = [
  // storefront (spec 1 §2)
  { app: 'storefront', route: '/', path: paths.home(), needs: 'guest' },
  { app: 'storefront', route: '/products', path: paths.products(), needs: 'guest' },
  { app: 'storefront', route: '/products/:merchant/:item', path: paths.product(s.productUrl), needs: 'guest' },
  { app: 'storefront', route: '/promo', path: paths.promos(), needs: 'guest' },
  { app: 'storefront', route: '/promo/:slug', path: paths.promo(s.promoSlug), needs: 'guest' },
  { app: 'storefront', route: '/about', path: paths.about(), needs: 'guest' },
  { app: 'storefront', route: '/blog', path: paths.blog(), needs: 'guest' },
  { app: 'storefront', route: '/blog/:slug', path: paths.article(s.articleSlug), needs: 'guest' },
  { app: 'storefront', route: '/cart', path: paths.cart(), needs: 'guest' },
  { app: 'storefront', route: '/privacy-policy', path: paths.privacyPolicy(), needs: 'guest' },
  { app: 'storefront', route: '/terms-condition', path: paths.termsCondition(), needs: 'guest' },
  { app: 'storefront', route: '*', path: '/halaman-yang-tidak-ada', needs: 'guest' },

  // account-checkout (spec 2 §2, spec 3 §2)
  { app: 'account-checkout', route: '/login', path: paths.login(), needs: 'guest' },
  { app: 'account-checkout', route: '/register', path: paths.register(), needs: 'guest' },
  { app: 'account-checkout', route: '/forgot-password', path: paths.forgotPassword(), needs: 'guest' },
  {
    app: 'account-checkout',
    route: '/reset-password/:token',
    path: paths.resetPassword('tokenUjiTidakAda'),
    needs: 'guest',
  },
  {
    app: 'account-checkout',
    route: '/verification-email/:uuid',
    path: paths.verificationEmail('00000000-0000-4000-8000-000000000000'),
    needs: 'guest',
  },
  {
    app: 'account-checkout',
    route: '/verification-otp/:phone',
    path: paths.verificationOtp('6281234567890'),
    needs: 'guest',
  },
  { app: 'account-checkout', route: '/user/profile', path: paths.profile(), needs: 'member' },
  { app: 'account-checkout', route: '/user/profile?action=points', path: paths.profile('points'), needs: 'member' },
  {
    app: 'account-checkout',
    route: '/user/profile?action=destination',
    path: paths.profile('destination'),
    needs: 'member',
  },
  { app: 'account-checkout', route: '/user/profile?action=bank', path: paths.profile('bank'), needs: 'member' },
  { app: 'account-checkout', route: '/user/profile?action=analytic', path: paths.profile('analytic'), needs: 'member' },
  { app: 'account-checkout', route: '/user/profile?action=settings', path: paths.profile('settings'), needs: 'member' },
  { app: 'account-checkout', route: '/user/activity', path: paths.activity(), needs: 'member' },
  {
    app: 'account-checkout',
    route: '/user/activity?action=transaction',
    path: paths.activity('transaction'),
    needs: 'member',
  },
  {
    app: 'account-checkout',
    route: '/user/activity?action=payment_waiting',
    path: paths.activity('payment_waiting'),
    needs: 'member',
  },
  {
    app: 'account-checkout',
    route: '/user/activity?action=wishlist',
    path: paths.activity('wishlist'),
    needs: 'member',
  },
  { app: 'account-checkout', route: '/user/activity?action=review', path: paths.activity('review'), needs: 'member' },
  {
    app: 'account-checkout',
    route: '/user/activity?action=notification',
    path: paths.activity('notification'),
    needs: 'member',
  },
  { app: 'account-checkout', route: '/checkout', path: paths.checkout(), needs: 'member' },
  {
    app: 'account-checkout',
    route: '/subscribe/:params/:params2',
    path: paths.subscribe('tidakAda', 'tidakAda'),
    needs: 'guest',
  },

  // linkpage (spec 3 §2 link-tool routes)
  { app: 'linkpage', route: '/link-login', path: paths.linkLogin(), needs: 'guest' },
  { app: 'linkpage', route: '/link-page', path: paths.linkPages(), needs: 'partner' },
  { app: 'linkpage', route: '/link-page/:linkId', path: paths.linkEditor(s.linkPageId), needs: 'partner' },
  { app: 'linkpage', route: '/short-link', path: paths.shortLink(), needs: 'guest' },
  { app: 'linkpage', route: '/short-link/:id', path: paths.shortLink(s.linkPageId), needs: 'guest' },
  {
    app: 'linkpage',
    route: '/everywhere/:params',
    path: paths.everywhere(s.everywhere),
    needs: 'guest',
    leavesShop: true,
  },

  // backoffice (issue 26, decision 023); an order's page needs an order of the test
  { app: 'backoffice', route: '/admin/login', path: paths.adminLogin(), needs: 'guest' },
  { app: 'backoffice', route: '/admin', path: paths.adminDashboard(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/orders', path: paths.adminOrders(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/stock', path: paths.adminStock(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/stock-count', path: paths.adminStockCount(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/audit', path: paths.adminAudit(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/customers', path: paths.adminCustomers(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/messages/failed', path: paths.adminFailedMessages(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/security', path: paths.adminSecurity(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/vouchers', path: paths.adminVouchers(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/vouchers/new', path: paths.adminVoucherNew(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/articles', path: paths.adminArticles(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/articles/new', path: paths.adminArticleNew(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/promos', path: paths.adminPromos(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/promos/new', path: paths.adminPromoNew(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/banners', path: paths.adminBanners(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/products', path: paths.adminProducts(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/products/new', path: paths.adminProductNew(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/products/import', path: paths.adminProductImport(), needs: 'staff' },
  { app: 'backoffice', route: '/admin/staff', path: paths.adminStaff(), needs: 'staff' },
  // A made-up token still opens the form (the refusal comes when it is sent).
  { app: 'backoffice', route: '/admin/invitation/:token', path: paths.adminInvitation('tidakAda'), needs: 'guest' },
];

/**
 * Signs the page's browser in as a route needs, the way the login pages do: the login answer sets
 * the HttpOnly session cookie and its marker (docs/decisions/006). 'partner' signs in to the studio.
 */
export async function signInFor(page: Page, needs: RouteSample['needs']): Promise<void> {
  if (needs === 'guest') return;
  if (needs === 'staff') {
    const staff = await page.request.post('/api/admin/v1/login', {
      headers: { 'X-Rona-Client': 'admin' },
      data: SEED_SAMPLES.staff,
    });
    expect(staff.ok(), await staff.text()).toBe(true);
    return;
  }
  const res = await page.request.post('/api/o/oauth/v1/login', {
    headers: { Authorization: API_KEY, 'X-Rona-Client': needs === 'partner' ? 'link-tool' : 'shop' },
    data: needs === 'partner' ? SEED_SAMPLES.partner : SEED_SAMPLES.member,
  });
  expect(res.ok(), await res.text()).toBe(true);
}
