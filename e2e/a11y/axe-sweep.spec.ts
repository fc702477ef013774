import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AppName } from '@rona/routes';
import { paths } from '@rona/routes';
import { EVERY_ROUTE, SEED_SAMPLES, signInFor, type RouteSample } from '../support/every-route';
import { expect, test } from '../support/fixtures';
import { memberWithAddress, placeGuestOrder, placeMemberOrder } from '../support/orders-api';
import { ok, PRODUCT_SLOT, signIn } from '../support/shop-api';

/**
 * Issue 13 (accessibility): every route of the three apps, as a guest and signed in, at 1280 px
 * (desktop project) and 375 px (phone project), with no serious or critical axe violation
 * (WCAG 2.1 A/AA rules), no console error and no CSP violation. One test per app and role keeps a
 * browser page warm across its routes.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Finding {
  path: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Opens the path, waits for its data (the sections that load when scrolled into view too), and
 * answers its serious and critical violations. On the way it checks the page's Content Security
 * Policy (docs/decisions/006): sent, hash-only for scripts; a violation on the page is a console
 * error, which fails the test (support/fixtures.ts).
 */
async function sweep(page: Page, path: string): Promise<Finding[]> {
  const res = await page.goto(path);
  const csp = res?.headers()['content-security-policy'];
  expect(csp, `${path} sends a CSP`).toMatch(/script-src 'self' 'sha256-/);
  expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  // Lazy pages show skeletons (aria-busy) until their data is in.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/**
 * The sample paths of pages whose subject does not exist (a reset token, a verification uuid, a
 * subscriber) show their own not-found state after the API's 4xx, which the browser logs.
 */
const EXPECTED_MISSING = /^Failed to load resource: the server responded with a status of (404|409|410)/;

async function sweepAll(page: Page, list: string[], consoleErrors: string[]): Promise<void> {
  const findings: Finding[] = [];
  for (const path of list) findings.push(...(await sweep(page, path)));
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  const unexpected = consoleErrors.filter((e) => !EXPECTED_MISSING.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

const routesOf = (app: AppName, who: RouteSample['needs'][]) =>
  EVERY_ROUTE.filter((r) => r.app === app && who.includes(r.needs) && !r.leavesShop).map((r) => r.path);

test.describe('accessibility sweep (axe, no serious or critical violations) @phone', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const app of ['storefront', 'account-checkout', 'linkpage'] as const) {
    test(`${app}: every guest route as a guest`, async ({ page, consoleErrors }) => {
      await sweepAll(page, routesOf(app, ['guest']), consoleErrors);
    });
  }

  // Signed in, the storefront's pages differ only in the header and the member's own data (cart,
  // wishlist buttons): a page of each kind. The account pages a member has: all of them.
  const memberPaths = {
    storefront: [paths.home(), paths.products(), paths.product(SEED_SAMPLES.productUrl), paths.cart()],
    'account-checkout': routesOf('account-checkout', ['member']),
  };
  for (const app of ['storefront', 'account-checkout'] as const) {
    test(`${app}: as a signed-in member`, async ({ page, request, context, baseURL, consoleErrors }) => {
      const member = await memberWithAddress(request, 'Pembeli Aksesibel');
      await signIn(context, member, baseURL);
      await sweepAll(page, memberPaths[app], consoleErrors);
    });
  }

  test('backoffice: the login as a guest, every page as the owner, an order and its history', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Twenty-odd staff pages in one warm browser page (more each back-office part): a bound on a hang.
    test.setTimeout(480_000);
    await sweepAll(page, routesOf('backoffice', ['guest']), consoleErrors);
    const member = await memberWithAddress(request, 'Pembeli Aksesibel');
    const invoice = await placeMemberOrder(request, member, 'VIRTUAL_ACCOUNT_BCA');
    await signInFor(page, 'staff');
    // A product's editor (its photos and sizes tables), catalogue issue 27.
    const products = (await (
      await page.request.get('/api/admin/v1/products?limit=1', { headers: { 'X-Rona-Client': 'admin' } })
    ).json()) as { result: { datas: { productId: string }[] } };
    const productId = products.result.datas[0]?.productId ?? 'none';
    const { datas: sizes } = await ok<{ datas: { variantId: string; sku: string }[] }>(
      await page.request.get('/api/admin/v1/stock?limit=1', { headers: { 'X-Rona-Client': 'admin' } }),
    );
    const size = sizes[0]!;
    // A voucher's form and its uses (issue 28 §1).
    const { datas: vouchers } = await ok<{ datas: { id: string }[] }>(
      await page.request.get('/api/admin/v1/vouchers?limit=1', { headers: { 'X-Rona-Client': 'admin' } }),
    );
    const voucherId = vouchers[0]?.id ?? 'none';
    await sweepAll(
      page,
      [
        ...routesOf('backoffice', ['staff']),
        paths.adminOrder(invoice),
        paths.adminOrder(invoice, 'history'),
        paths.adminProduct(productId),
        paths.adminStockHistory(size.variantId, size.sku),
        paths.adminVoucher(voucherId),
        paths.adminVoucherUses(voucherId),
      ],
      consoleErrors,
    );
  });

  test('linkpage: the studio as a partner', async ({ page, consoleErrors }) => {
    await page.goto(paths.linkLogin());
    await page.getByLabel('Email').fill(SEED_SAMPLES.partner.email);
    await page.getByLabel(/^Kata Sandi/).fill(SEED_SAMPLES.partner.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/link-page$/);
    await sweepAll(page, routesOf('linkpage', ['partner']), consoleErrors);
  });

  test("an order's pages: member payment page and invoice, guest payment page, tracking and invoice", async ({
    page,
    request,
    context,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    const member = await memberWithAddress(request, 'Pembeli Aksesibel');
    const invoice = await placeMemberOrder(request, member, 'VIRTUAL_ACCOUNT_BCA');
    const slot = testInfo.project.name === 'phone' ? PRODUCT_SLOT.a11yPhone : PRODUCT_SLOT.a11yDesktop;
    const guest = await placeGuestOrder(request, 'ONLINE_TO_OFFLINE_ALFA', slot);
    await sweepAll(
      page,
      [
        paths.paymentGuest(guest.uuid),
        paths.trackingOrder(guest.uuid),
        paths.invoice(guest.invoice, guest.uuid),
        paths.trackingOrder(''),
      ],
      consoleErrors,
    );
    await signIn(context, member, baseURL);
    await sweepAll(page, [paths.payment('VIRTUAL_ACCOUNT_BCA', invoice), paths.invoice(invoice)], consoleErrors);
  });
});
