import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_ACTIONS,
  adminContract,
  adminStockContract,
  adminCatalogueContract,
  adminDashboardContract,
  adminPricesContract,
  adminCustomersContract,
  adminVouchersContract,
  adminContentContract,
  adminBannersContract,
  adminPromosContract,
  adminProductImportContract,
  adminMessagesContract,
  buildPath,
  type AdminOrderAction,
  type EndpointDef,
} from '@rona/domain';
import { vouchers } from '../../db/schema';
import { newMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyPayment, orderRow, placedMemberOrder, SOAP, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, staffToken, type Method } from '../staff/staff-test-kit';
import { productIdOfVariant } from '../admin-prices/prices-test-kit';

/**
 * Every admin endpoint × every seeded role, no session and a member's session. `ok`: let in (any
 * answer but 401/403, never a 5xx); 401: no staff session; 403: the permission is missing. Written
 * out by hand (not derived from the contract's `permission`), and a new admin endpoint fails the
 * test until it has its row.
 */
type Expect = 'ok' | 401 | 403;
type Caller =
  'pemilik' | 'gudang' | 'layanan-pelanggan' | 'katalog' | 'pemasaran-konten' | 'keuangan' | 'none' | 'member';
const ROLES = ['pemilik', 'gudang', 'layanan-pelanggan', 'katalog', 'pemasaran-konten', 'keuangan'] as const;
const CALLERS: readonly Caller[] = [...ROLES, 'none', 'member'];

/** Allowed roles per endpoint; everyone else with a staff session 403, without one 401. */
const ANY_STAFF = ROLES;
const ORDER_READERS = ['pemilik', 'gudang', 'layanan-pelanggan', 'keuangan'] as const;
const FULFILLERS = ['pemilik', 'gudang'] as const;
const OWNER = ['pemilik'] as const;
const STOCK_KEEPERS = ['pemilik', 'gudang'] as const;
const CATALOGUERS = ['pemilik', 'katalog'] as const;
const EXPORTERS = ['pemilik', 'keuangan'] as const;
/** The products CSV: `export`, or `catalogue:write` (the import's own file). */
const PRODUCT_EXPORTERS = ['pemilik', 'katalog', 'keuangan'] as const;
/** catalogue:write and prices:write (a new size sets a price; PUT variant with a price field). */
const PRICERS = ['pemilik', 'katalog'] as const;
const POINT_ADJUSTERS = ['pemilik', 'keuangan'] as const;
const PARTNER_GRANTERS = ['pemilik', 'pemasaran-konten'] as const;
const PROMOTERS = ['pemilik', 'pemasaran-konten'] as const;
/** messages:resend: sending a failed message again (Layanan Pelanggan, Pemilik). */
const MESSAGE_RESENDERS = ['pemilik', 'layanan-pelanggan'] as const;
const ADMIN = {
  ...adminContract,
  ...adminStockContract,
  ...adminCatalogueContract,
  ...adminPricesContract,
  ...adminCustomersContract,
  ...adminVouchersContract,
  ...adminContentContract,
  ...adminBannersContract,
  ...adminPromosContract,
  ...adminDashboardContract,
  ...adminProductImportContract,
  ...adminMessagesContract,
};
const MATRIX: Record<keyof typeof ADMIN, readonly Caller[] | 'public'> = {
  adminLogin: 'public',
  adminLogout: ANY_STAFF,
  adminMe: ANY_STAFF,
  adminTotpEnrol: ANY_STAFF,
  adminTotpConfirm: ANY_STAFF,
  adminTotpDisable: ANY_STAFF,
  adminStaffList: OWNER,
  adminStaffCreate: OWNER,
  adminStaffUpdate: OWNER,
  adminRoles: OWNER,
  adminStaffInvite: OWNER,
  // The invitation link's page (no session): a token and a password.
  adminStaffInvitationAccept: 'public',
  adminStaffTotpReset: OWNER,
  adminRoleCreate: OWNER,
  adminRoleUpdate: OWNER,
  adminAudit: OWNER,
  adminOrders: ORDER_READERS,
  adminOrderPickList: FULFILLERS,
  adminOrderSlips: FULFILLERS,
  // The body's action is `confirm` (orders:fulfil): readers without it are refused by the action.
  adminOrdersMove: FULFILLERS,
  adminOrder: ORDER_READERS,
  adminOrderMove: FULFILLERS,
  adminOrderNote: ORDER_READERS,
  adminStock: STOCK_KEEPERS,
  adminStockMovements: STOCK_KEEPERS,
  adminStockAdjust: STOCK_KEEPERS,
  adminStockCount: STOCK_KEEPERS,
  adminProducts: CATALOGUERS,
  adminProductCreate: CATALOGUERS,
  adminProduct: CATALOGUERS,
  adminProductUpdate: CATALOGUERS,
  adminProductImagesUpload: CATALOGUERS,
  adminProductImagesUpdate: CATALOGUERS,
  adminProductImageDelete: CATALOGUERS,
  // Not an admin call: the page servers' cue (no session), listed with the catalogue's contract.
  catalogueVersion: 'public',
  adminDashboard: ANY_STAFF,
  adminOrdersExport: EXPORTERS,
  adminStockMovementsExport: EXPORTERS,
  adminProductsExport: PRODUCT_EXPORTERS,
  // catalogue:write; prices:write too when a row sets a price (Katalog holds both).
  adminProductImportPreview: PRICERS,
  adminProductImportApply: PRICERS,
  adminProductSizes: PRICERS,
  adminSizeCreate: PRICERS,
  // The body's field decides the key: a weight is catalogue:write.
  adminSizeUpdate: PRICERS,
  adminDiscountSet: PRICERS,
  adminDiscountEnd: PRICERS,
  adminCustomers: ORDER_READERS,
  adminCustomer: ORDER_READERS,
  // Unmasked contact data and ending a member's sessions: customers:pii (docs/product/customers.md).
  adminCustomerContact: OWNER,
  adminCustomerPoints: POINT_ADJUSTERS,
  adminCustomerPartner: PARTNER_GRANTERS,
  adminCustomerEndSessions: OWNER,
  adminVouchers: PROMOTERS,
  adminVoucherCreate: PROMOTERS,
  adminVoucher: PROMOTERS,
  adminVoucherUpdate: PROMOTERS,
  adminVoucherDeactivate: PROMOTERS,
  adminVoucherUses: PROMOTERS,
  // Articles: content:write (Pemasaran & Konten, Pemilik).
  adminArticles: PROMOTERS,
  adminArticleCreate: PROMOTERS,
  adminArticle: PROMOTERS,
  adminArticleUpdate: PROMOTERS,
  adminArticleImageUpload: PROMOTERS,
  // Home banners and certificates: promotions:write (docs/product/banners.md).
  adminBanners: PROMOTERS,
  adminBannerCreate: PROMOTERS,
  adminBannerUpdate: PROMOTERS,
  adminBannerDelete: PROMOTERS,
  adminBannerOrder: PROMOTERS,
  adminBannerImageUpload: PROMOTERS,
  adminCertificates: PROMOTERS,
  adminCertificateCreate: PROMOTERS,
  adminCertificateUpdate: PROMOTERS,
  adminCertificateDelete: PROMOTERS,
  adminCertificateOrder: PROMOTERS,
  adminCertificateImageUpload: PROMOTERS,
  // Promo pages: promotions:write (Pemasaran & Konten, Pemilik).
  adminPromos: PROMOTERS,
  adminPromoCreate: PROMOTERS,
  adminPromo: PROMOTERS,
  adminPromoUpdate: PROMOTERS,
  adminPromoSizes: PROMOTERS,
  adminPromoImageUpload: PROMOTERS,
  // Messages that failed to send: the list orders:read, sending one again messages:resend (docs/product/messages.md).
  adminFailedMessages: ORDER_READERS,
  adminMessageRetry: MESSAGE_RESENDERS,
};

/** The move endpoint's actions (ADMIN_ORDER_ACTIONS) and who may ask for each; a new action fails until it has its row. */
const REFUND_REQUESTERS = ['pemilik', 'layanan-pelanggan', 'keuangan'] as const;
const REFUND_APPROVERS = ['pemilik', 'keuangan'] as const;
const ACTIONS: Record<AdminOrderAction, readonly Caller[]> = {
  confirm: FULFILLERS,
  process: FULFILLERS,
  courier: FULFILLERS,
  ship: FULFILLERS,
  deliver: FULFILLERS,
  'request-refund': REFUND_REQUESTERS,
  'approve-refund': REFUND_APPROVERS,
  'refuse-refund': REFUND_APPROVERS,
};

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
let invoice = '';
/** Another paid order, for the actions' matrix (its moves do not touch the endpoints' order). */
let actionInvoice = '';
let katalogId = '';
/** A member of the customers' rows (ending their sessions touches no caller's session). */
let customerId = '';
let soap = '';
let soapProduct = '';

beforeAll(async () => {
  t = await createTestApp();
  soap = (await variantIdsBySlug(t))[SOAP]!;
  soapProduct = await productIdOfVariant(t, soap);
  const placed = await placedMemberOrder(t, soap);
  invoice = placed.invoice;
  await notifyPayment(t, invoice, (await orderRow(t, invoice)).grandTotal);
  const other = await placedMemberOrder(t, soap);
  actionInvoice = other.invoice;
  await notifyPayment(t, actionInvoice, (await orderRow(t, actionInvoice)).grandTotal);
  for (const role of ROLES) tokens[role] = await staffToken(t.app, role);
  tokens.member = (await newMember(t.app)).token;
  customerId = (await newMember(t.app)).userId;
  const staff = await adminCall(t.app, 'GET', '/admin/v1/staff', { token: tokens.pemilik });
  katalogId = (staff.body.result as { id: string; email: string }[]).find((s) => s.email === 'katalog@rona.id')!.id;
}, 120_000);
afterAll(() => t.close());

/** A voucher of the matrix's own (its edits and deactivation touch no other test's). */
let voucherId = '';
const VOUCHER_BODY = {
  name: 'Voucher Matriks',
  audience: 'everyone',
  category: 'transaction',
  discType: 'fixed',
  discAmount: 5000,
  startsAt: '2026-01-01T00:00:00+07:00',
  expiresAt: '2099-01-01T00:00:00+07:00',
  termsCondition: 'Matriks izin',
};
beforeAll(async () => {
  const [row] = await t.app.db
    .insert(vouchers)
    .values({
      code: 'VC-MATRIKS',
      name: VOUCHER_BODY.name,
      category: 'transaction',
      discType: 'fixed',
      discAmount: VOUCHER_BODY.discAmount,
      termsCondition: VOUCHER_BODY.termsCondition,
      expiresAt: new Date('2099-01-01T00:00:00Z'),
    })
    .returning();
  voucherId = row!.id;
});

/** A seeded article for the article rows (an edit sets its author to what it is). */
let articleId = '';
beforeAll(async () => {
  const list = await adminCall(t.app, 'GET', '/admin/v1/articles?limit=1', { token: tokens.pemilik });
  articleId = (list.body.result as { datas: { id: string }[] }).datas[0]!.id;
});

/** A seeded promo page for the promo rows (an edit sets its carousel place to none, as seeded). */
let promoId = '';
beforeAll(async () => {
  const list = await adminCall(t.app, 'GET', '/admin/v1/promos?limit=1', { token: tokens.pemilik });
  promoId = (list.body.result as { datas: { id: string }[] }).datas[0]!.id;
});

/** The soap's product as the editor reads it: the catalogue rows' bodies reuse its own values. */
let soapFields = { categoryId: '', subcategoryId: '', bpom: '' };
beforeAll(async () => {
  const res = await adminCall(t.app, 'GET', `/admin/v1/products/${soapProduct}`, { token: tokens.pemilik });
  soapFields = res.body.result as typeof soapFields;
});

const callFor = (name: string, def: EndpointDef): { url: string; body?: unknown } => {
  const path = buildPath(
    def.path,
    def.path.includes(':invoice')
      ? { invoice }
      : name.startsWith('adminArticle')
        ? { id: articleId }
        : name.startsWith('adminPromo')
          ? { id: promoId }
          : name.startsWith('adminVoucher')
            ? { id: voucherId }
            : def.path.includes(':id')
              ? { id: name.startsWith('adminCustomer') ? customerId : katalogId }
              : def.path.includes(':variantId')
                ? { variantId: soap }
                : {
                    productId: soapProduct,
                    imageId: '00000000-0000-4000-8000-000000000000',
                    bannerId: '00000000-0000-4000-8000-000000000000',
                    certificateId: '00000000-0000-4000-8000-000000000000',
                  },
  );
  const bodies: Record<string, unknown> = {
    adminLogin: { email: 'pemilik@rona.id', password: 'salah-sekali' },
    adminTotpConfirm: { otp: '000000' },
    adminTotpDisable: { password: 'salah-sekali', otp: '000000' },
    adminStaffCreate: {
      email: `staf-${Math.random().toString(36).slice(2)}@rona.id`,
      name: 'Staf',
      roleId: 'katalog',
      password: 'SandiStaf12345',
    },
    adminStaffUpdate: { name: 'Katalog Rona' },
    adminStaffInvite: {
      email: `undangan-${Math.random().toString(36).slice(2)}@rona.id`,
      name: 'Staf',
      roleId: 'katalog',
    },
    adminRoleCreate: { name: `Peran Matriks ${Math.random().toString(36).slice(2)}`, permissions: ['orders:read'] },
    adminRoleUpdate: { name: 'Peran Matriks', permissions: ['orders:read'] },
    adminOrdersMove: { invoices: [invoice], action: 'confirm' },
    adminOrderMove: { action: 'confirm' },
    adminOrderNote: { text: 'Dicek' },
    adminStockAdjust: { change: 1, reason: 'barang_masuk', note: 'Matriks izin' },
    adminStockCount: { lines: [{ variantId: soap, counted: 1000 }], note: 'Matriks izin', dryRun: true },
    adminProductCreate: {
      name: 'Produk Matriks',
      slug: `produk-matriks-${Math.random().toString(36).slice(2)}`,
      categoryId: soapFields.categoryId,
      subcategoryId: soapFields.subcategoryId,
      description: 'Matriks izin',
    },
    adminProductUpdate: { bpom: soapFields.bpom },
    adminProductImagesUpdate: { images: [{ id: '00000000-0000-4000-8000-000000000000', alt: 'x', primary: true }] },
    adminSizeCreate: { size: `Matriks ${Math.random()}`, sku: `MATRIKS-${Date.now()}`, price: 90_000, weight: 10 },
    adminSizeUpdate: { weight: 120 },
    adminDiscountSet: { kind: 'percentage', value: 10, start: '2099-01-01T00:00', end: '2099-01-02T00:00' },
    adminCustomerPoints: { points: 10, reason: 'Matriks izin' },
    adminCustomerPartner: { partner: true },
    adminVoucherCreate: VOUCHER_BODY,
    adminVoucherUpdate: VOUCHER_BODY,
    adminArticleCreate: {
      title: 'Artikel Matriks',
      slug: `artikel-matriks-${Math.random().toString(36).slice(2)}`,
      releaseDate: '2099-01-01T00:00:00+07:00',
      author: 'Matriks',
      thumbnail: '/media/matriks.jpg',
      shortDescription: 'Matriks izin',
      sections: [{ title: 'Satu', text: 'Matriks izin' }],
    },
    adminArticleUpdate: { author: 'Matriks' },
    adminBannerCreate: {
      title: 'Banner Matriks',
      link: '/promo',
      image: '/media/m.jpg',
      longImage: '/media/m.jpg',
      alt: 'Matriks',
      active: false,
    },
    adminBannerUpdate: {
      title: 'Banner Matriks',
      link: '/promo',
      image: '/media/m.jpg',
      longImage: '/media/m.jpg',
      alt: 'Matriks',
    },
    adminBannerOrder: { ids: ['00000000-0000-4000-8000-000000000000'] },
    adminCertificateCreate: { title: 'Sertifikat Matriks', issuer: 'Matriks', image: '/media/m.jpg' },
    adminCertificateUpdate: { title: 'Sertifikat Matriks', issuer: 'Matriks', image: '/media/m.jpg' },
    adminCertificateOrder: { ids: ['00000000-0000-4000-8000-000000000000'] },
    adminProductImportPreview: { csv: 'Produk\n' },
    adminProductImportApply: { csv: 'Produk\n', token: '0'.repeat(64) },
    adminPromoCreate: {
      title: 'Promo Matriks',
      slug: `promo-matriks-${Math.random().toString(36).slice(2)}`,
      type: 'Voucher',
      startDate: '2099-01-01T00:00:00+07:00',
      endDate: '2099-01-02T00:00:00+07:00',
    },
    adminPromoUpdate: { position: null },
  };
  const query = name === 'adminOrderPickList' || name === 'adminOrderSlips' ? `?invoices=${invoice}` : '';
  return { url: path + query, body: bodies[name] };
};

// Before the endpoints' matrix: it ends with logout.
describe('the move actions matrix', () => {
  it('has a row for every action', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual(Object.keys(ADMIN_ORDER_ACTIONS).sort());
  });

  it.each(Object.entries(ACTIONS) as [AdminOrderAction, readonly Caller[]][])('%s', async (action, allowed) => {
    const url = `/admin/v1/orders/${actionInvoice}/move`;
    const body = { action, reason: 'Matriks izin', waybill: 'MATRIKS1' };
    for (const caller of CALLERS) {
      const res = await adminCall(t.app, 'POST', url, { token: tokens[caller] ?? null, body });
      const expected: Expect = allowed.includes(caller) ? 'ok' : ROLES.includes(caller as never) ? 403 : 401;
      const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'ok';
      expect(res.statusCode, `${action} as ${caller}: ${res.body.message}`).toBeLessThan(500);
      expect(got, `${action} as ${caller}: ${res.statusCode} ${res.body.message}`).toBe(expected);
      // Order readers are let in by the endpoint and refused by the action's own key.
      if (expected === 403 && ORDER_READERS.includes(caller as never))
        expect(res.body.message).toContain(ADMIN_ORDER_ACTIONS[action]);
    }
  });
});

describe('the admin RBAC matrix', () => {
  it('has a row for every admin endpoint of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(ADMIN).sort());
  });

  // Logout last: it ends the sessions the other rows use.
  const entries = (Object.entries(ADMIN) as [keyof typeof ADMIN, EndpointDef][]).sort(
    ([a], [b]) => Number(a === 'adminLogout') - Number(b === 'adminLogout'),
  );
  it.each(entries)('%s', async (name, def) => {
    const row = MATRIX[name];
    const { url, body } = callFor(name, def);
    for (const caller of CALLERS) {
      const res = await adminCall(t.app, def.method as Method, url, { token: tokens[caller] ?? null, body });
      const expected: Expect =
        row === 'public'
          ? 'ok'
          : (row as readonly string[]).includes(caller)
            ? 'ok'
            : ROLES.includes(caller as never)
              ? 403
              : 401;
      const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'ok';
      expect(res.statusCode, `${name} as ${caller}: ${res.body.message}`).toBeLessThan(500);
      if (row !== 'public') expect(got, `${name} as ${caller}: ${res.statusCode} ${res.body.message}`).toBe(expected);
      if (expected === 403) expect(res.body.message).toMatch(/izin [a-z]+(:[a-z]+)?/);
      if (expected === 'ok' && def.method === 'GET') expect(res.statusCode, `${name} as ${caller}`).toBe(200);
    }
  });
});
