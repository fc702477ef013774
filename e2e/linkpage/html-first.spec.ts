import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { keyHeaders, ok } from '../support/shop-api';

// Issue 15: the public link pages are complete HTML from the server, with no script at all.
const SAMPLE = '/short-link/contohRona01';
const PARTNER = { email: 'partner@rona.id', password: 'RonaPartner123' };

/** Bytes on the wire for `path` when the client accepts gzip (what a phone downloads). */
function transferred(baseURL: string, path: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

interface PublicPage {
  widgets: { group: string; content: { products?: { image: string; url: string }[] } }[];
}

/** A page of the partner's with a three-picture carousel under a heading text; its id. */
async function carouselPage(request: APIRequestContext): Promise<string> {
  const { accessToken } = await ok<{ accessToken: string }>(
    await request.post('/api/o/oauth/v1/login', { headers: keyHeaders, data: PARTNER }),
  );
  const auth = { Authorization: `Bearer ${accessToken}` };
  const sample = await ok<PublicPage>(await request.get('/api/external/v1/page/contohRona01', { headers: keyHeaders }));
  const pictures = sample.widgets.flatMap((w) => w.content.products ?? []).map((p) => p.image);
  expect(pictures.length).toBeGreaterThan(0);
  const id = await ok<string>(await request.post('/api/data/external/v1/createpage', { headers: auth, data: {} }));
  const text = {
    fontFamily: 'Poppins',
    fontSize: 20,
    color: '#333333',
    fontWeight: 'bold',
    fontStyle: 'normal',
    textAlign: 'center',
    textDecoration: 'none',
    backgroundColor: '#ffffff',
    backgroundOpacity: 0,
  };
  await ok(
    await request.put(`/api/data/external/v1/updatepage/${id}`, {
      headers: auth,
      data: {
        widgets: [
          { group: 'text', content: { titleText: 'Galeri Rona', styles: text } },
          {
            group: 'images',
            content: {
              objectCategory: 'carousel',
              images: [0, 1, 2].map((i) => ({
                source: pictures[i % pictures.length],
                url: i === 0 ? 'https://rona.id/promo' : '',
                text: `Foto ${i + 1}`,
              })),
              styles: { borderRadius: '10px', boxShadow: null, size: 10, aspectRatio: '1/1' },
            },
          },
        ],
      },
    }),
  );
  return id;
}

test.describe('link pages without JavaScript: the raw HTML', () => {
  test('the sample page is complete HTML: widget texts, links, live prices, no script, no javascript:', async ({
    request,
  }) => {
    const res = await request.get(SAMPLE);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const html = await res.text();
    for (const text of ['Rona Skincare &amp; Klinik', 'Belanja di Rona', 'Chat Customer Care', 'Produk Favorit'])
      expect(html).toContain(text);
    expect(html).toContain('href="https://rona.id/products"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/\d+"/);
    expect(html).toMatch(/href="\/products\/rona\/[^"]+"/);
    // Live prices from the API at render time.
    const sample = await ok<{ prices: Record<string, { fixedPrice: number }> }>(
      await request.get('/api/external/v1/page/contohRona01', { headers: keyHeaders }),
    );
    const [first] = Object.values(sample.prices);
    expect(first).toBeDefined();
    expect(html).toContain(`Rp ${first!.fixedPrice.toLocaleString('id-ID')}`);
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<link rel="canonical" href="');
  });

  test('the sample page weighs at most 30 KB on the wire without its images', async ({ baseURL }) => {
    const { bytes, encoding } = await transferred(baseURL!, SAMPLE);
    expect(encoding).toBe('gzip');
    expect(bytes).toBeLessThanOrEqual(30 * 1024);
  });

  test('a missing page answers 404 with the not-found text', async ({ request }) => {
    const res = await request.get('/short-link/tidakAdaPageIni');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page link tidak ditemukan');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('/everywhere answers the spec page with a 2 s refresh to the operator target', async ({ request }) => {
    const html = await (await request.get('/everywhere/shopee')).text();
    expect(html).toContain('sedang mengarahkan ke link tujuan');
    expect(html).toContain('<meta http-equiv="refresh" content="2;url=https://shopee.co.id/rona.official">');
    expect(html).not.toMatch(/<script/i);
    expect((await request.get('/everywhere/tidakAdaTujuan')).status()).toBe(404);
  });
});

test.describe('link pages with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the sample page shows its widgets within 450 px and its links work', async ({ page, context }) => {
    await context.route('https://rona.id/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Rona</title>' }),
    );
    await page.goto(SAMPLE);
    const view = page.getByTestId('link-page');
    await expect(view.getByText('Rona Skincare & Klinik')).toBeVisible();
    expect((await view.boundingBox())!.width).toBeLessThanOrEqual(450);
    await expect(view.getByText(/^Rp /).first()).toBeVisible();
    const images = view.locator('img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }
    // A button opens its target in a new tab.
    const popup = page.waitForEvent('popup');
    await view.getByRole('link', { name: 'Belanja di Rona' }).click();
    await expect(await popup).toHaveURL('https://rona.id/products');
    // A product card opens the shop's product page.
    const card = view.locator('a[href^="/products/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(href!);
  });

  test('a carousel scrolls sideways: by its dots and by the keyboard', async ({ page, request }) => {
    const id = await carouselPage(request);
    await page.goto(`/short-link/${id}`);
    const carousel = page.getByRole('region');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel).toHaveCSS('scroll-snap-type', 'x mandatory');
    await expect(carousel.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    const scrollLeft = () => carousel.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await page.getByRole('link', { name: 'Gambar 3' }).click();
    await expect(carousel.getByRole('img', { name: 'Foto 3' })).toBeInViewport();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Gambar 1' }).click();
    await expect.poll(scrollLeft).toBe(0);
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  });

  test('/everywhere shows the texts and its refresh leads to the target', async ({ page }) => {
    await page.route('https://shopee.co.id/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shopee</title>' }),
    );
    await page.goto('/everywhere/shopee');
    await expect(page.getByText('sedang mengarahkan ke link tujuan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Klik disini apabila tidak diarahkan otomatis' })).toHaveAttribute(
      'href',
      'https://shopee.co.id/rona.official',
    );
    await page.waitForURL('https://shopee.co.id/rona.official', { timeout: 5000 });
  });

  test('/short-link lists the channels', async ({ page }) => {
    await page.goto('/short-link');
    await expect(page.getByRole('heading', { name: 'Sosial Media kami lainnya' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tokopedia' })).toHaveAttribute('href', '/everywhere/tokopedia');
  });
});
