/** Typed builders for every page path in the spec. One place to change a URL. */
const q = (params: Record<string, string | number | undefined | null>): string => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
};

/** The spec's payment method codes (spec 2 §9; the same list as PAYMENT_METHOD_TYPES in @rona/domain). */
export const PAYMENT_PAGE_METHODS = [
  'VIRTUAL_ACCOUNT',
  'CREDIT_CARD',
  'ONLINE_TO_OFFLINE',
  'EMONEY_SHOPEE_PAY',
] as const;

/**
 * The {method} segment of a payment-waiting page (spec 2 §2): the payment method code the order's
 * method contains ('VIRTUAL_ACCOUNT_BCA' → VIRTUAL_ACCOUNT), lowercase, underscores as hyphens.
 */
function paymentPageMethod(methode: string): string {
  const upper = methode.toUpperCase();
  const code = PAYMENT_PAGE_METHODS.find((c) => upper.includes(c)) ?? upper;
  return code.toLowerCase().replace(/_/g, '-');
}

export type ActivityTab = 'transaction' | 'payment_waiting' | 'wishlist' | 'review' | 'notification';
export type ProfileTab = 'points' | 'profile' | 'destination' | 'bank' | 'analytic' | 'settings';

export const paths = {
  home: () => '/',
  products: (filters: Record<string, string | number | undefined> = {}) => `/products${q(filters)}`,
  product: (url: string) => `/products/${url}`,
  promos: () => '/promo',
  promo: (slug: string) => `/promo/${slug}`,
  about: () => '/about',
  blog: () => '/blog',
  article: (slug: string) => `/blog/${slug}`,
  cart: () => '/cart',
  privacyPolicy: () => '/privacy-policy',
  termsCondition: () => '/terms-condition',

  login: () => '/login',
  register: (qr?: string) => `/register${q({ qr })}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  verificationEmail: (uuid: string) => `/verification-email/${uuid}`,
  verificationOtp: (phone: string, query: { expired?: string; email?: string } = {}) =>
    `/verification-otp/${phone}${q(query)}`,
  profile: (action?: ProfileTab, extra: Record<string, string> = {}) => `/user/profile${q({ action, ...extra })}`,
  activity: (action?: ActivityTab, extra: Record<string, string | number> = {}) =>
    `/user/activity${q({ action, ...extra })}`,
  checkout: () => '/checkout',
  /** Member payment-waiting page; `methode` is the order's method (channel code or method code). */
  payment: (methode: string, invoice: string) => `/payment/${paymentPageMethod(methode)}/${invoice}`,
  paymentGuest: (uuid: string) => `/payment-guest/${uuid}`,
  trackingOrder: (uuid: string) => `/tracking-order/${uuid}`,
  /** Lacak Pesanan without the link: find a guest order by invoice + e-mail or phone (issue 16). */
  trackingLookup: () => '/tracking-order',
  invoice: (invoice: string, uuid?: string) => `/invoice/${invoice}${q({ uuid })}`,
  subscribe: (params: string, params2: string) => `/subscribe/${params}/${params2}`,

  linkLogin: () => '/link-login',
  linkPages: () => '/link-page',
  linkEditor: (linkId: string) => `/link-page/${linkId}`,
  shortLink: (id?: string) => (id ? `/short-link/${id}` : '/short-link'),
  everywhere: (params: string) => `/everywhere/${params}`,

  // The back office (decision 023).
  adminLogin: (redirect?: string) => `/admin/login${q({ redirect })}`,
  /** A staff invitation's link (mailed; public like the login): set a password with its one-use token. */
  adminInvitation: (token: string) => `/admin/invitation/${encodeURIComponent(token)}`,
  /** Staff accounts and roles (issue 28 §5; staff:manage). */
  adminStaff: () => '/admin/staff',
  adminOrders: (query: AdminOrdersQuery = {}) => `/admin/orders${q({ ...query })}`,
  /** One order; `tab: 'history'` opens its 'Riwayat'. */
  adminOrder: (invoice: string, tab?: 'history') => `/admin/orders/${encodeURIComponent(invoice)}${q({ tab })}`,
  adminPrint: (kind: 'pick-list' | 'packing-slips', invoices: readonly string[]) =>
    `/admin/print/${kind}${q({ invoices: invoices.join(',') })}`,
  adminAudit: (query: { actor?: string; entity?: string; entityId?: string; from?: string; to?: string } = {}) =>
    `/admin/audit${q(query)}`,
  adminSecurity: () => '/admin/security',
  /** The back office's home: the day at a glance (issue 28 §6). */
  adminDashboard: () => '/admin',
  /** Vouchers (issue 28 §1): search, status and page in the URL. */
  adminVouchers: (query: { search?: string; status?: string; page?: number } = {}) =>
    `/admin/vouchers${q({ ...query })}`,
  adminVoucherNew: () => '/admin/vouchers/new',
  adminVoucher: (id: string) => `/admin/vouchers/${encodeURIComponent(id)}`,
  adminVoucherUses: (id: string) => `/admin/vouchers/${encodeURIComponent(id)}/uses`,
  /** Articles (issue 28 §3): search and page in the URL. */
  adminArticles: (query: { search?: string; page?: number } = {}) => `/admin/articles${q({ ...query })}`,
  adminArticleNew: () => '/admin/articles/new',
  adminArticle: (id: string) => `/admin/articles/${encodeURIComponent(id)}`,
  adminPromos: (query: { search?: string; page?: number } = {}) => `/admin/promos${q({ ...query })}`,
  adminPromoNew: () => '/admin/promos/new',
  adminPromo: (id: string) => `/admin/promos/${encodeURIComponent(id)}`,
  /** Home banners and certificates (issue 28 §2): one screen, its tab in the URL. */
  adminBanners: (tab?: 'certificates') => `/admin/banners${tab ? `?tab=${tab}` : ''}`,
  /** The catalogue (issue 27 §1–3): products with search, status and page in the URL. */
  adminProducts: (query: { search?: string; status?: string; page?: number } = {}) =>
    `/admin/products${q({ ...query })}`,
  adminProductNew: () => '/admin/products/new',
  /** The products CSV import (preview, then apply). */
  adminProductImport: () => '/admin/products/import',
  adminProduct: (productId: string) => `/admin/products/${encodeURIComponent(productId)}`,
  /** The stock of every size (issue 27 §5); `filter` low|out. */
  adminStock: (query: { filter?: string; search?: string; page?: number } = {}) => `/admin/stock${q({ ...query })}`,
  /** One size's stock history; `sku` lets the page name the size (the stock list is searched by it). */
  adminStockHistory: (variantId: string, sku?: string) => `/admin/stock/${encodeURIComponent(variantId)}${q({ sku })}`,
  /** A stock count (stok opname). */
  adminStockCount: () => '/admin/stock-count',
  adminCustomers: (query: { search?: string; page?: number } = {}) => `/admin/customers${q({ ...query })}`,
  adminCustomer: (id: string) => `/admin/customers/${encodeURIComponent(id)}`,
  /** Order messages (e-mail, WhatsApp) the outbox gave up on, each to send again (issue 28 §6). */
  adminFailedMessages: (query: { page?: number } = {}) => `/admin/messages/failed${q({ ...query })}`,
} as const;

/** The workbench's filters in its URL (a link to a tab, a search or a page can be shared). */
export interface AdminOrdersQuery {
  tab?: string;
  search?: string;
  from?: string;
  to?: string;
  page?: number;
  sort?: string;
}

/** Notification links from the server use old paths; the header rewrites them (spec 3 §2). */
const NOTIFICATION_LINK_REWRITES: Record<string, string> = {
  '/user/order': paths.activity('transaction'),
  '/payment/waiting': paths.activity('payment_waiting'),
};
export function notificationLinkTarget(link: string): string {
  return NOTIFICATION_LINK_REWRITES[link] ?? link;
}
