import { describe, expect, it } from 'vitest';
import type { PublicLinkPage, Widget } from '@rona/domain';
import { renderHead } from './html';
import {
  renderLinkPage,
  renderMissingLinkPage,
  renderRedirectPage,
  renderSocialPage,
  type RenderContext,
} from './render';

const ctx: RenderContext = { siteUrl: 'https://rona.id', css: '.page{color:red}' };

const textStyles = {
  fontFamily: 'Poppins',
  fontSize: 14,
  color: '#333333',
  fontWeight: 'normal',
  fontStyle: 'normal',
  textAlign: 'center',
  textDecoration: 'none',
  backgroundColor: '#ffffff',
  backgroundOpacity: 1,
} as const;
const boxStyles = {
  ...textStyles,
  borderRadius: '24px',
  border: { width: 2, color: '#b94429' },
  boxShadow: null,
} as const;
const imageStyles = { borderRadius: '10px', boxShadow: null, size: 10, aspectRatio: '3/2' } as const;

const text = (titleText: string): Widget => ({
  _id: `t${titleText.length}`,
  group: 'text',
  content: { titleText, styles: textStyles },
});
const button = (titleText: string, url: string, icon: string | null = null): Widget => ({
  _id: `b-${titleText}`,
  group: 'button',
  content: { titleText, url, icon, styles: boxStyles },
});
const carousel: Widget = {
  _id: 'car0usel',
  group: 'images',
  content: {
    objectCategory: 'carousel',
    images: [
      { source: '/api/media/uploads/a.png', url: 'https://rona.id/promo', text: 'Promo' },
      { source: '/api/media/uploads/b.png', url: 'javascript:alert(1)', text: '' },
      { source: 'javascript:alert(2)', url: '', text: '' },
    ],
    styles: imageStyles,
  },
};
const products: Widget = {
  _id: 'prod',
  group: 'products',
  content: {
    titleText: 'Produk Favorit',
    products: [
      { name: 'Serum', star: 4.5, image: '/api/media/serum.svg', url: 'rona/serum-20ml', color: '#b94429' },
      { name: 'Toner', star: 4, image: '/api/media/toner.svg', url: 'rona/toner', color: '#b94429' },
    ],
    styles: boxStyles,
  },
};
const page = (widgets: Widget[], prices: PublicLinkPage['prices'] = {}): PublicLinkPage => ({
  background: { image: null, color: '#ffeedd', active: 'color' },
  widgets,
  prices,
});

/** The document as the browser would parse it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderLinkPage', () => {
  it('is a complete page without any script, its widgets in order with their texts and links', () => {
    const { status, html } = renderLinkPage(
      'abc',
      page([text('Rona Skincare & Klinik'), button('Belanja di Rona', 'https://rona.id/products'), products], {
        'rona/serum-20ml': { price: 150000, fixedPrice: 120000 },
      }),
      ctx,
    );
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html><html lang="id">')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    const doc = parse(html);
    const view = doc.querySelector('[data-testid="link-page"]')!;
    expect([...view.querySelectorAll('[data-widget-group]')].map((e) => e.getAttribute('data-widget-group'))).toEqual([
      'text',
      'button',
      'products',
    ]);
    expect(view.textContent).toContain('Rona Skincare & Klinik');
    const shop = [...view.querySelectorAll('a')].find((a) => a.textContent === 'Belanja di Rona')!;
    expect(shop.getAttribute('href')).toBe('https://rona.id/products');
    expect(shop.getAttribute('rel')).toBe('noopener noreferrer');
    // Live prices are in the HTML.
    expect(view.textContent).toContain('Rp 120.000');
    expect(view.textContent).toContain('Rp 150.000');
    expect(view.querySelector('a[href="/products/rona/serum-20ml"]')).not.toBeNull();
    expect(doc.querySelector('style')!.textContent).toBe('.page{color:red}');
  });

  it('has the page title, description, canonical and Open Graph / Twitter tags', () => {
    const withImage = page([
      text('Halo <Rona> "E2E"'),
      { ...carousel, content: { ...carousel.content, objectCategory: 'grid' } } as Widget,
    ]);
    const doc = parse(renderLinkPage('abc', withImage, ctx).html);
    expect(doc.title).toBe('Halo <Rona> "E2E"');
    const meta = (sel: string) => doc.querySelector(sel)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Halaman tautan Rona: produk, promo dan kontak kami.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://rona.id/short-link/abc');
    expect(meta('meta[property="og:title"]')).toBe('Halo <Rona> "E2E"');
    expect(meta('meta[property="og:url"]')).toBe('https://rona.id/short-link/abc');
    expect(meta('meta[property="og:image"]')).toBe('https://rona.id/api/media/uploads/a.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="robots"]')).toBe('index,follow');
    expect(meta('meta[http-equiv="refresh"]')).toBeUndefined();
  });

  it('escapes what partners type: no markup of theirs reaches the HTML', () => {
    const evil = '</title><script>alert(1)</script><img src=x onerror=alert(2)>';
    const { html } = renderLinkPage('abc', page([text(evil), button(evil, 'https://rona.id')]), ctx);
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    const doc = parse(html);
    expect(doc.title).toBe(evil.slice(0, 70));
    expect(doc.querySelector('[data-widget-group="text"]')!.textContent).toBe(evil);
  });

  it('never links or loads javascript:, data: or other unsafe URLs', () => {
    const { html } = renderLinkPage(
      'abc',
      page([
        button('Jahat', 'javascript:alert(1)'),
        button('Data', 'data:text/html,x', 'javascript:alert(3)'),
        button('Spasi', ' javascript:alert(1)'),
        carousel,
      ]),
      ctx,
    );
    expect(html).not.toMatch(/javascript:|data:text/i);
    const doc = parse(html);
    expect(doc.body.textContent).toContain('Jahat');
    expect([...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual([
      'https://rona.id/promo',
      '#gcar0usel-1',
      '#gcar0usel-2',
      '#gcar0usel-3',
    ]);
  });

  it('renders a carousel as a scroll-snap row with an anchor per picture, no script', () => {
    const doc = parse(renderLinkPage('abc', page([carousel]), ctx).html);
    const region = doc.querySelector('[aria-roledescription="carousel"]')!;
    expect(region.getAttribute('role')).toBe('region');
    // Focusable, so keyboard users can scroll it.
    expect(region.getAttribute('tabindex')).toBe('0');
    const slides = [...region.children];
    expect(slides.map((s) => s.id)).toEqual(['gcar0usel-1', 'gcar0usel-2', 'gcar0usel-3']);
    // Each dot scrolls its slide into view by fragment navigation.
    const dots = [...doc.querySelectorAll('a[href^="#"]')];
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Gambar 1', 'Gambar 2', 'Gambar 3']);
    for (const dot of dots) expect(doc.getElementById(dot.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('gives every picture its size; the first loads eagerly with high priority, the rest lazily', () => {
    const doc = parse(
      renderLinkPage(
        'abc',
        page([text('Judul'), button('Ikon', 'https://rona.id', '/api/media/icon.png'), carousel, products]),
        ctx,
      ).html,
    );
    const imgs = [...doc.querySelectorAll('img')];
    expect(imgs).toHaveLength(5); // icon, 2 safe carousel pictures, 2 product pictures
    for (const img of imgs) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
    expect(imgs[0]!.getAttribute('src')).toBe('/api/media/icon.png');
    expect(imgs[0]!.getAttribute('loading')).toBe('eager');
    expect(imgs[0]!.getAttribute('fetchpriority')).toBe('high');
    for (const img of imgs.slice(1)) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.hasAttribute('fetchpriority')).toBe(false);
    }
    // The first picture is preloaded from the head.
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/api/media/icon.png');
    expect(doc.body.querySelector('link')).toBeNull();
    // The carousel's 3/2 pictures fill the column.
    expect([imgs[1]!.getAttribute('width'), imgs[1]!.getAttribute('height')]).toEqual(['418', '279']);
  });

  it('offers the WebP widths of uploaded photos for the width they are shown at', () => {
    const upload = '/api/media/uploads/0b7c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b.jpg';
    const single: Widget = {
      _id: 'one',
      group: 'images',
      content: {
        objectCategory: 'single',
        images: [{ source: upload, url: '', text: '' }],
        styles: { ...imageStyles, size: 5 },
      },
    };
    const doc = parse(renderLinkPage('abc', page([single, button('Ikon', '', upload), products]), ctx).html);
    const [photo, icon, productImage] = [...doc.querySelectorAll('img')];
    expect(photo!.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280]
        .map((w) => `/api/media/uploads/0b7c1a2e-3f4d-4e5f-8a9b-0c1d2e3f4a5b-w${w}.webp ${w}w`)
        .join(', '),
    );
    // Half the column (size 5 = 50 %).
    expect(photo!.getAttribute('sizes')).toBe('(max-width: 450px) calc((100vw - 32px) * 0.5), 209px');
    expect(photo!.getAttribute('width')).toBe('209');
    expect(icon!.getAttribute('sizes')).toBe('24px');
    // Seed pictures (SVG) have no variants.
    expect(productImage!.hasAttribute('srcset')).toBe(false);
  });

  it('a page without text is titled Rona Link', () => {
    expect(parse(renderLinkPage('abc', page([products]), ctx).html).title).toBe('Rona Link');
  });
});

describe('renderMissingLinkPage', () => {
  it('is a 404 with the not-found texts, not indexed', () => {
    const { status, html } = renderMissingLinkPage('nope', ctx);
    expect(status).toBe(404);
    const doc = parse(html);
    expect(doc.title).toBe('Page link tidak ditemukan');
    expect(doc.querySelector('h1')!.textContent).toBe('Page link tidak ditemukan');
    expect(doc.body.textContent).toContain('Page link ini tidak ada atau sudah dihapus oleh pemiliknya.');
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('renderSocialPage', () => {
  it('lists the shop channels under the spec title', () => {
    const doc = parse(renderSocialPage(ctx).html);
    expect(doc.querySelector('h1')!.textContent).toBe('Sosial Media kami lainnya');
    const links = [...doc.querySelectorAll('nav a')].map((a) => a.textContent);
    expect(links).toEqual([
      'Klinik Rona',
      'Chat Customer Care',
      'Website Rona',
      'Shopee',
      'Tokopedia',
      'Tiktok',
      'Blibli',
      'Lazada',
    ]);
  });
});

describe('renderRedirectPage', () => {
  it('shows the spec texts and refreshes to the target after 2 s', () => {
    const { status, html } = renderRedirectPage('https://shopee.co.id/rona.official?a=1&b="2"', ctx);
    expect(status).toBe(200);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(
      '<meta http-equiv="refresh" content="2;url=https://shopee.co.id/rona.official?a=1&amp;b=&quot;2&quot;">',
    );
    const doc = parse(html);
    expect(doc.querySelector('h1')!.textContent).toBe('sedang mengarahkan ke link tujuan');
    const fallback = doc.querySelector('a')!;
    expect(fallback.textContent).toBe('Klik disini apabila tidak diarahkan otomatis');
    expect(fallback.getAttribute('href')).toBe('https://shopee.co.id/rona.official?a=1&b="2"');
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', '//evil.example', 'java\tscript:alert(1)', ''])(
    'never sends the visitor to an unsafe target (%s)',
    (target) => {
      const { status, html } = renderRedirectPage(target, ctx);
      expect(status).toBe(404);
      expect(html).not.toContain('http-equiv="refresh"');
      expect(html).not.toMatch(/javascript|data:text|evil\.example/i);
      expect(parse(html).querySelector('h1')!.textContent).toBe('Link tujuan tidak ditemukan');
    },
  );
});

describe('renderHead', () => {
  it('makes relative pictures absolute and drops non-http ones', () => {
    const head = renderHead({ title: 't', description: 'd', image: 'javascript:alert(1)' }, 'https://rona.id');
    expect(head).not.toContain('og:image');
    expect(renderHead({ title: 't', description: 'd', image: '/a.png' }, 'https://rona.id')).toContain(
      '<meta property="og:image" content="https://rona.id/a.png">',
    );
  });
});
