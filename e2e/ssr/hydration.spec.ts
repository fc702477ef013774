import { test as bare, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { paths } from '@rona/routes';
import { expect, test } from '../support/fixtures';
import { freshMember, ok, signIn, wellStockedProduct } from '../support/shop-api';

/**
 * The storefront's pages come from the page server as HTML and are then hydrated (issue 15). The
 * first client render must be the server's, so React has nothing to repair: no console error at all
 * (the shared fixture fails any test with one), and no warning that speaks of hydration. What
 * belongs to one person fills in after hydration. Every storefront page's own check (server HTML,
 * no DOM patch, not a word in the console) is the page sweep of storefront/react-hydration.spec.ts.
 */
// React's words, and the numbers of its minified hydration errors in a production build (418: the HTML
// did not match; 419/421/422/423/425: the older Suspense and text variants).
const HYDRATION_WORDS =
  /hydrat|mismatch|did not match|server rendered|server html|recoverable|Minified React error #4(18|19|21|22|23|25)\b/i;

/**
 * Every console warning and error of the page, and its uncaught errors. The browser's own line for a
 * document answered with 404 (the 'Halaman tidak ada' page is one, on purpose) is not the app's.
 */
function listenToConsole(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'warning' && msg.type() !== 'error') return;
    const documentStatus = /^Failed to load resource: the server responded with a status of 404/.test(msg.text());
    if (documentStatus && msg.location().url === page.url()) return;
    heard.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`pageerror: ${error.message}`));
  return heard;
}

/** The shop layout marks itself once hydrated (data-hydrated); by then React has compared the HTML. */
async function waitForHydration(page: Page) {
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  // Lazy parts of the first screen hydrate once their code is in: give them their moment.
  await page.waitForLoadState('networkidle');
}

async function addToWishlist(request: APIRequestContext, headers: Record<string, string>, productId: string) {
  await ok(await request.post('/api/e-commerce/wishlist/v1/create', { headers, data: { itemId: productId } }));
}

async function addToCart(request: APIRequestContext, headers: Record<string, string>, variantId: string) {
  await ok(await request.post('/api/e-commerce/cart/v1/create', { headers, data: { itemId: variantId, quantity: 1 } }));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Card {
  productId: string;
  variantId: string;
  name: string;
  url: string;
  status: boolean;
}

test.describe('a signed-in member after hydration', () => {
  test('sees the filled heart of a product in their wishlist and their cart count, on server-rendered pages', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const member = await freshMember(request);
    const product = (await wellStockedProduct(request)) as unknown as Card;
    const other = ((await wellStockedProduct(request, 1)) as unknown as Card) ?? product;
    await addToWishlist(request, member.headers, product.productId);
    await addToCart(request, member.headers, product.variantId);
    await addToCart(request, member.headers, other.variantId);
    await signIn(context, member, baseURL);

    const listing = `${paths.products()}?search=${encodeURIComponent(product.name)}`;
    // The server's HTML is the anonymous visitor's, whoever asks: empty heart, no count, 'Masuk'.
    const html = await (
      await request.get(listing, { headers: { cookie: `SESSION__=1; SESSION_TOKEN__=${member.token}` } })
    ).text();
    expect(html).toContain('>Masuk</a>');
    expect(html).toContain(`aria-label="Keranjang"`);
    expect(html).toContain(`aria-pressed="false" aria-label="Tambah ${escapeHtml(product.name)} ke koleksi"`);
    expect(html).not.toContain(`Hapus ${escapeHtml(product.name)} dari koleksi`);

    const heard = listenToConsole(page);
    await page.goto(listing);
    await waitForHydration(page);
    const card = page
      .getByTestId('product-card')
      .filter({ hasText: product.name.slice(0, 30) })
      .first();
    await expect(card.locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Keranjang, 2 produk' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Akun' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masuk' })).toHaveCount(0);

    // The product page: its own heart ('Hapus dari koleksi' state) once hydrated.
    await page.goto(paths.product(product.url));
    await waitForHydration(page);
    await expect(page.locator('main button[aria-pressed="true"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keranjang, 2 produk' })).toBeVisible();
    expect(heard.filter((line) => HYDRATION_WORDS.test(line))).toEqual([]);
  });

  test('the account slot keeps its size when the member menus replace Masuk (no layout shift)', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.goto(paths.about());
    await waitForHydration(page);
    const anonymous = await page.getByTestId('account-slot').boundingBox();
    const searchAnonymous = await page.getByRole('button', { name: 'Cari Produk' }).first().boundingBox();

    const member = await freshMember(request);
    await signIn(context, member, baseURL);
    await page.goto(paths.about());
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Akun' })).toBeVisible();
    const signedIn = await page.getByTestId('account-slot').boundingBox();
    const searchSignedIn = await page.getByRole('button', { name: 'Cari Produk' }).first().boundingBox();
    expect(signedIn).toEqual(anonymous);
    expect(searchSignedIn).toEqual(searchAnonymous);
    // The layout shift the browser measured in the header while the member's parts came in.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
          const header = document.querySelector('header');
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.sources?.some((s) => s.node && header?.contains(s.node))) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});

test.describe('before hydration', () => {
  test('scripts wait for the hero picture; a tap on a button before hydration is replayed once it is live @phone', async ({
    page,
    request,
  }) => {
    // The HTML asks for the 1 KB entry only: nothing is preloaded to compete with the hero picture.
    const html = await (await request.get(paths.products())).text();
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');

    await page.setViewportSize({ width: 375, height: 812 });
    // Hold the app back (framework, shell, routes): the page is the server's HTML until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.route(/\/_sf\/assets\/app-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(paths.products());
    await expect.poll(() => scripts.some((path) => /\/app-[^/]+\.js$/.test(path))).toBe(true);
    await expect(page.locator('[data-hydrated]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Tampilkan filter' }).click();
    await expect(page.getByRole('button', { name: /Jenis Kulit/ })).toBeHidden();
    release();
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('button', { name: /Jenis Kulit/ })).toBeVisible();
  });
});

// Not the shared fixture: the refused script is logged as a console error on purpose (checked below).
bare(
  "the app's scripts fail to load: the page says so, and 'Coba Lagi' loads it again, live @phone",
  async ({ page }) => {
    const heard = listenToConsole(page);
    const app = /\/_sf\/assets\/app-[^/]+\.js$/;
    await page.route(app, (route) => route.abort('connectionreset'));
    await page.goto(paths.products());
    const notice = page.getByRole('alert').filter({ hasText: 'Gagal Memuat Halaman, silahkan coba kembali' });
    await expect(notice).toBeVisible();
    // The server's HTML is still there to read.
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('[data-hydrated]')).toHaveCount(0);

    await page.unroute(app);
    await notice.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    await expect(notice).toBeHidden();
    // Only the refused script was heard: the page itself did not fail.
    expect(heard.filter((line) => !line.includes('ERR_CONNECTION_RESET'))).toEqual([]);
  },
);
