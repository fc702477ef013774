import {
  test as bare,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import { paths } from '@rona/routes';
import { expect, test } from '../support/fixtures';
import { EVERY_ROUTE } from '../support/every-route';
import { freshMember, signIn } from '../support/shop-api';

/**
 * The storefront on React 19 (issue 23, decision 019): React hydrates the server's HTML and says so
 * in the console when the first client render differs from it, so every storefront page is opened
 * as a guest and as a member, and nothing may be heard: no console error, no warning about
 * hydration, no uncaught error; as a guest, no warning at all and no DOM node patched while React
 * hydrates (issue 15's per-page check, folded in here). Desktop (1280 px) and phone (touch) projects both run it.
 */
const STOREFRONT_ROUTES = [
  ...EVERY_ROUTE.filter((r) => r.app === 'storefront' && !r.leavesShop).map((r) => r.path),
  // A listing with every filter set in its URL, as a shared link opens it.
  `${paths.products()}?sortBy=low_price&skinType=oily&search=serum&page=1`,
];

const HYDRATION_WORDS =
  /hydrat|mismatch|did not match|server rendered|server html|recoverable|Minified React error #4(18|19|21|22|23|25)\b/i;

/**
 * Errors, warnings and uncaught errors of the page, by the page's path: as a guest every warning
 * counts; as a member, the warnings about hydration. The 404 document's own line is not the app's.
 */
function listen(page: Page, everyWarning: boolean): string[] {
  const heard: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    const error = msg.type() === 'error';
    const warning = msg.type() === 'warning' && (everyWarning || HYDRATION_WORDS.test(msg.text()));
    if (!error && !warning) return;
    if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    heard.push(`${new URL(page.url()).pathname}: ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`${new URL(page.url()).pathname}: pageerror: ${error.message}`));
  return heard;
}

/**
 * React repairs a mismatch without a word in some cases, so the DOM is watched too: from the end of
 * parsing until the page is hydrated, no node may be added to, removed from or rewritten in #root.
 * (Attributes may change: effects run then, e.g. a carousel arrow's `disabled`.)
 */
async function watchHydrationPatches(page: Page) {
  await page.addInitScript(() => {
    const patches: string[] = [];
    (window as unknown as { __hydrationPatches: string[] }).__hydrationPatches = patches;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const watch = new MutationObserver((list) => {
        if (root.querySelector('[data-hydrated]')) return watch.disconnect();
        for (const m of list) {
          const node = m.target as Element;
          const where =
            node.nodeType === 1 ? `<${node.tagName.toLowerCase()} class="${node.className}">` : `"${node.textContent}"`;
          patches.push(`${m.type} in ${where}`);
        }
      });
      watch.observe(root, { subtree: true, childList: true, characterData: true });
    });
  });
}

/**
 * Opens every storefront page. As a guest (the HTML anyone gets), each page is first read as the
 * server sends it — HTML with the shop header in it — and must hydrate without a DOM patch.
 */
async function openEveryPage(page: Page, guest?: APIRequestContext): Promise<void> {
  if (guest) await watchHydrationPatches(page);
  for (const path of STOREFRONT_ROUTES) {
    if (guest) {
      const raw = await guest.get(path);
      expect(raw.headers()['content-type'], path).toContain('text/html');
      expect(await raw.text(), path).toContain('>Masuk</a>');
    }
    await page.goto(path);
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    // The parts in their own boundaries and the lazy parts of the first screen come alive after the marker.
    await page.waitForLoadState('networkidle');
    if (guest) {
      const patches = await page.evaluate(
        () => (window as unknown as { __hydrationPatches: string[] }).__hydrationPatches,
      );
      expect(patches, path).toEqual([]);
    }
  }
}

bare.describe('every storefront page hydrates without a word in the console @phone', () => {
  // A dozen pages and their server HTML in one test: a bound on a hang on a loaded machine.
  bare.describe.configure({ timeout: 90_000 });

  bare('as a guest', async ({ page, request }) => {
    const heard = listen(page, true);
    await openEveryPage(page, request);
    expect(heard).toEqual([]);
  });

  bare('as a member', async ({ page, request, context, baseURL }) => {
    await signIn(context, await freshMember(request), baseURL);
    const heard = listen(page, false);
    await openEveryPage(page);
    // The member's parts did fill in (the server's HTML is the guest's).
    await page.goto(paths.about());
    await expect(page.getByRole('link', { name: 'Masuk' })).toHaveCount(0);
    expect(heard).toEqual([]);
  });
});

/**
 * Taps before React is running, on a phone whose CPU is 4× slower (CDP). `hold: true` keeps the app's
 * chunk back until the tap is made (the server's HTML, nothing hydrated: the entry holds the tap and
 * replays it once React's root exists); `hold: false` taps as soon as the button is there, wherever
 * the start of the app then is (fetching, hydrating, or live).
 */
async function slowPhone(context: BrowserContext, page: Page, hold: boolean): Promise<() => void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!hold) return () => undefined;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_sf\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A tap on a touch phone, a click at 1280 px. */
const press = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());

async function expectNotLive(page: Page, hold: boolean) {
  if (hold) await expect(page.locator('[data-hydrated]')).toHaveCount(0);
}

for (const hold of [true, false]) {
  const when = hold ? 'before the app is fetched' : 'while the app starts';

  test.describe(`a tap ${when}, at 4× CPU, is answered @phone`, () => {
    test("'Cari Produk' opens the search field", async ({ page, context, hasTouch }) => {
      const release = await slowPhone(context, page, hold);
      await page.goto(paths.home(), { waitUntil: 'commit' });
      const search = page.getByRole('button', { name: 'Cari Produk' }).first();
      await expectNotLive(page, hold);
      await press(search, hasTouch);
      release();
      await expect(page.locator('header input[placeholder="Cari Produk"]').first()).toBeVisible();
    });

    test('a filter (a category) narrows the listing', async ({ page, context, hasTouch }) => {
      const release = await slowPhone(context, page, hold);
      await page.goto(paths.products(), { waitUntil: 'commit' });
      const category = page.getByRole('group', { name: 'Kategori' }).getByRole('button').nth(1);
      await expectNotLive(page, hold);
      await press(category, hasTouch);
      release();
      await expect(page).toHaveURL(/[?&]category=/);
      await expect(category).toHaveAttribute('aria-pressed', 'true');
    });

    test('a sort opens its menu, and a choice sorts the listing', async ({ page, context, hasTouch, isMobile }) => {
      const release = await slowPhone(context, page, hold);
      await page.goto(paths.products(), { waitUntil: 'commit' });
      // On a phone the menus fold behind 'Tampilkan filter': that is the first tap there (waited for:
      // right after 'commit' the page may not have it yet, and asking whether it is visible does not wait).
      const toggle = page.getByRole('button', { name: 'Tampilkan filter' });
      await expectNotLive(page, hold);
      if (isMobile) await press(toggle, hasTouch);
      release();
      await press(page.getByRole('button', { name: /^Urutkan/ }), hasTouch);
      await press(page.getByRole('menuitem', { name: 'Harga Terendah' }), hasTouch);
      await expect(page).toHaveURL(/[?&]sortBy=low_price/);
    });

    test("'+ Keranjang' puts the product in the cart", async ({ page, context, hasTouch }) => {
      const release = await slowPhone(context, page, hold);
      await page.goto(paths.products(), { waitUntil: 'commit' });
      const add = page
        .getByTestId('product-card')
        .locator('button:not([disabled])', { hasText: '+ Keranjang' })
        .first();
      await expectNotLive(page, hold);
      await press(add, hasTouch);
      release();
      await expect(page.getByText('Berhasil Masuk Keranjang').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Keranjang, 1 produk' })).toBeVisible();
    });
  });
}
