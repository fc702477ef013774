import type { Page } from '@playwright/test';
import { paths } from '@rona/routes';
import { expect, test } from '../support/fixtures';
import { SEED_SAMPLES } from '../support/every-route';

/**
 * Pictures of the storefront (issue 15 §4, docs/product/images.md): every <img> has width and height,
 * exactly one — the page's LCP picture — has fetchpriority="high" (and is not lazy), pictures below
 * the first screen are lazy, and the LCP picture is already in the server's HTML.
 */
const PAGES: { path: string; lcp: string | null }[] = [
  { path: paths.home(), lcp: 'the hero banner' },
  { path: paths.products(), lcp: 'the first product card' },
  { path: paths.product(SEED_SAMPLES.productUrl), lcp: 'the main photo' },
  { path: paths.promos(), lcp: 'the first promo card' },
  { path: paths.blog(), lcp: 'the first (featured) article card' },
  // Text on its first screen; its pictures (long banner, articles, certificates, logos) are all further down.
  { path: paths.about(), lcp: null },
  { path: paths.promo(SEED_SAMPLES.promoSlug), lcp: 'the promo banner' },
  { path: paths.article(SEED_SAMPLES.articleSlug), lcp: 'the article cover' },
];

interface Shot {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchpriority: string | null;
  top: number;
  /** Laid out (not inside display: none). */
  shown: boolean;
}

const pictures = (page: Page): Promise<Shot[]> =>
  page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
      top: img.getBoundingClientRect().top + window.scrollY,
      shown: img.getClientRects().length > 0,
    })),
  );

/** Scrolls to the bottom a screen at a time, so sections that render when seen are there. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
}

for (const { path, lcp } of PAGES) {
  const title = lcp
    ? `@phone ${path}: ${lcp} is the one high-priority picture; every picture is sized; below the fold is lazy`
    : `@phone ${path}: no picture on the first screen, so none has high priority; every picture is sized and lazy`;
  test(title, async ({ page }) => {
    await page.goto(path);
    const hero = page.locator('img[fetchpriority="high"]');
    if (lcp) {
      await expect(hero).toHaveCount(1);
      await expect(hero).toBeVisible();
      await expect(hero).not.toHaveAttribute('loading', 'lazy');
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.waitForLoadState('load');
    const fold = await page.evaluate(() => window.innerHeight);
    const first = await pictures(page);
    // The LCP picture is on the first screen.
    if (lcp) expect(first.find((s) => s.fetchpriority === 'high')?.top ?? Infinity).toBeLessThan(fold);
    else expect(first.filter((s) => s.shown && s.top < fold)).toEqual([]);
    // A picture that is not lazy is fetched at once: it must be one the visitor sees (not a hidden desktop row on a phone).
    for (const shot of first.filter((s) => s.loading !== 'lazy')) expect(shot.shown, `${shot.src} is eager`).toBe(true);

    // Sections further down render when scrolled to; every picture that starts below the first screen is lazy.
    await scrollThrough(page);
    if (path === paths.home() || path === paths.products()) {
      // Sections that render when seen fetch their data first: under load they can lag the scroll.
      await expect
        .poll(
          async () => {
            await scrollThrough(page);
            return (await pictures(page)).filter((s) => s.shown && s.top >= fold && s.src).length;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
    }
    const all = await pictures(page);
    expect(all.length).toBeGreaterThan(0);
    const below = all.filter((s) => s.shown && s.top >= fold && s.src);
    for (const shot of below) expect(shot.loading, `${shot.src} is below the fold`).toBe('lazy');
    for (const shot of all) {
      expect(Number(shot.width), `${shot.src} width`).toBeGreaterThan(0);
      expect(Number(shot.height), `${shot.src} height`).toBeGreaterThan(0);
    }
    expect(all.filter((s) => s.fetchpriority === 'high')).toHaveLength(lcp ? 1 : 0);
    if (path === paths.home() || path === paths.products()) expect(below.length).toBeGreaterThan(0);
  });
}

test('the LCP picture is in the server HTML with fetchpriority=high, and every <img> there is sized', async ({
  request,
}) => {
  for (const { path, lcp } of PAGES) {
    const html = await (await request.get(path)).text();
    const imgs = html.match(/<img\b[^>]*>/gi) ?? [];
    const high = imgs.filter((tag) => /\bfetchpriority="high"/i.test(tag));
    expect(high, `${path}: high-priority <img> in the HTML`).toHaveLength(lcp ? 1 : 0);
    if (lcp) expect(high[0], path).not.toMatch(/\bloading="lazy"/i);
    for (const tag of imgs)
      expect(tag, path).toMatch(/\bwidth="\d+"[^>]*\bheight="\d+"|\bheight="\d+"[^>]*\bwidth="\d+"/i);
  }
});

test('media and hashed assets carry a year-long immutable cache policy; a missing picture is a 404', async ({
  request,
}) => {
  const html = await (await request.get(paths.product(SEED_SAMPLES.productUrl))).text();
  const asset = /\b(?:src|href)="([^"]*\/assets\/[^"]+\.(?:js|css))"/i.exec(html)?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(asset ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const src = /<img\b[^>]*\bsrc="([^"]+\/media\/[^"]+)"/i.exec(html)?.[1];
  expect(src).toBeTruthy();
  const res = await request.get(src ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get('/api/media/uploads/0b6f3a52-4c1e-4d7a-9f0e-1a2b3c4d5e6f-w640.webp');
  expect(missing.status()).toBe(404);
});
