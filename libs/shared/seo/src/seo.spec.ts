import { describe, expect, it } from 'vitest';
import type { ArticleDetail, ProductDetail, PromoDetail } from '@rona/domain';
import {
  articleHead,
  canonicalUrl,
  homeHead,
  notFoundHead,
  productHead,
  productListHead,
  promoHead,
  renderHead,
  serializeJsonLd,
  type SeoSite,
} from './index';

const site: SeoSite = { origin: 'https://rona.example', name: 'Rona', logo: '/_sf/logo.png' };

const warehouse = (price: number, fixedPrice: number, stock: number) => ({
  price,
  fixedPrice,
  stock,
  quantity: 0,
  discount: null,
  stockText: stock > 0 ? `Stok ${stock}` : 'Habis',
});

const product: ProductDetail = {
  productId: 'p1',
  name: 'Serum Vitamin C',
  description: 'Serum pencerah dengan vitamin C 10%.\n\nPakai pagi dan malam.',
  warning: '',
  howToUse: '',
  composition: '',
  video: null,
  bpom: 'NA123',
  status: true,
  category: { id: 'c1', name: 'Wajah' },
  subCategory: { id: 's1', name: 'Serum' },
  skinTypes: [],
  image: [
    { originalURL: '/api/media/products/serum-2.webp', primary: false, alt: 'Samping' },
    { originalURL: '/api/media/products/serum.webp', primary: true, alt: 'Botol serum' },
  ],
  wishlist: false,
  dimension: { length: 1, width: 1, height: 1 },
  weight: 100,
  marketplace: [],
  selectedVariantId: 'v2',
  variant: [
    {
      id: 'v1',
      size: '20 ml',
      url: 'rona/serum-vitamin-c-20-ml',
      image: null,
      warehouse: warehouse(150000, 120000, 3),
    },
    {
      id: 'v2',
      size: '50 ml',
      url: 'rona/serum-vitamin-c-50-ml',
      image: null,
      warehouse: warehouse(300000, 300000, 0),
    },
  ],
  review: { datas: [], page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 3 } },
  statistics: { countScore: { average: 4.66 }, countReviews: 12, sold: 40 },
};

const article: ArticleDetail = {
  slug: 'tips-sunscreen',
  title: 'Tips Sunscreen </script><script>alert(1)</script>',
  thumbnail: '/api/media/articles/tips.svg',
  tags: ['sunscreen'],
  realeseDate: '2024-05-01T00:00:00.000Z',
  author: 'dr. Rani',
  shortDescription: 'Cara memilih sunscreen yang cocok.',
  sections: [],
};

/** The JSON-LD scripts of rendered head HTML, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
}

describe('canonical URLs', () => {
  it('drop the hash, the trailing slash, tracking tags and every parameter not kept', () => {
    expect(canonicalUrl('https://rona.example/', '/blog/?utm_source=wa#top')).toBe('https://rona.example/blog');
    expect(canonicalUrl('https://rona.example', '/')).toBe('https://rona.example/');
    expect(
      canonicalUrl('https://rona.example', '/products?sort=price&page=2&category=c1&fbclid=x', [
        'category',
        'subcategory',
        'page',
      ]),
    ).toBe('https://rona.example/products?category=c1&page=2');
    expect(canonicalUrl('https://rona.example', '/products?page=1&search=', ['search', 'page'])).toBe(
      'https://rona.example/products',
    );
  });

  it('of a product is its first size, whichever size the URL names', () => {
    expect(productHead(site, product).canonical).toBe('https://rona.example/products/rona/serum-vitamin-c-20-ml');
  });

  it('of a category listing: titled by the category (a subcategory before its category), with its breadcrumb', () => {
    const names = new Map([
      ['c1', 'Wajah'],
      ['s1', 'Serum'],
    ]);
    const head = productListHead(site, '/products?category=c1&sortBy=newest', names);
    expect(head.title).toBe('Wajah — Belanja Produk | Rona');
    expect(head.canonical).toBe('https://rona.example/products?category=c1');
    const [crumbs] = jsonLdOf(renderHead(head));
    expect((crumbs?.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(['Beranda', 'Belanja', 'Wajah']);
    expect(productListHead(site, '/products?category=c1&subcategory=s1', names).title).toBe(
      'Serum — Belanja Produk | Rona',
    );
    expect(productListHead(site, '/products?category=tidak-dikenal', names).title).toBe('Belanja Produk | Rona');
  });

  it('of the product list keeps the category and page, not the sort', () => {
    const head = productListHead(site, '/products?category=c1&sort=newest&page=3');
    expect(head.canonical).toBe('https://rona.example/products?category=c1&page=3');
    expect(head.title).toBe('Belanja Produk — Halaman 3 | Rona');
    expect(head.noindex).toBe(false);
  });

  it('of a search keeps its results out of the index but lets crawlers follow the products', () => {
    const head = productListHead(site, '/products?search=serum');
    expect(head.noindex).toBe(true);
    expect(renderHead(head)).toContain('<meta name="robots" content="noindex, follow" />');
    expect(productListHead(site, '/products?search=%20').noindex).toBe(false);
  });
});

describe('JSON-LD', () => {
  it('escapes </script> and comment openers and still parses back to the same data', () => {
    const data = { '@type': 'Thing', name: '</script><!-- & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('an article title cannot close its script element', () => {
    const html = renderHead(articleHead(site, article));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    const [node] = jsonLdOf(html);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      datePublished: '2024-05-01T00:00:00.000Z',
      author: { '@type': 'Person', name: 'dr. Rani' },
      image: ['https://rona.example/api/media/articles/tips.svg'],
      mainEntityOfPage: 'https://rona.example/blog/tips-sunscreen',
    });
  });

  it('a product has one Offer per size and its AggregateRating', () => {
    const [node, crumbs] = jsonLdOf(renderHead(productHead(site, product)));
    expect(node).toMatchObject({
      '@type': 'Product',
      name: 'Serum Vitamin C',
      description: 'Serum pencerah dengan vitamin C 10%.',
      image: [
        'https://rona.example/api/media/products/serum.webp',
        'https://rona.example/api/media/products/serum-2.webp',
      ],
      brand: { '@type': 'Brand', name: 'Rona' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5 },
    });
    expect(node?.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: 120000,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/InStock',
        url: 'https://rona.example/products/rona/serum-vitamin-c-20-ml',
      }),
      expect.objectContaining({ price: 300000, availability: 'https://schema.org/OutOfStock' }),
    ]);
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://rona.example/' },
        { '@type': 'ListItem', position: 2, name: 'Belanja', item: 'https://rona.example/products' },
        { '@type': 'ListItem', position: 3, name: 'Wajah', item: 'https://rona.example/products?category=c1' },
        { '@type': 'ListItem', position: 4, name: 'Serum Vitamin C' },
      ],
    });
  });

  it('a product without reviews has no AggregateRating', () => {
    const [node] = jsonLdOf(
      renderHead(productHead(site, { ...product, statistics: { ...product.statistics, countReviews: 0 } })),
    );
    expect(node).not.toHaveProperty('aggregateRating');
  });

  it('the home page names the Organization', () => {
    expect(jsonLdOf(renderHead(homeHead(site)))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Rona',
        url: 'https://rona.example/',
        logo: 'https://rona.example/_sf/logo.png',
      },
    ]);
  });
});

describe('meta and Open Graph tags', () => {
  it('a product page shows its name, image and the price of the size shown', () => {
    const head = productHead(site, product);
    expect(head.title).toBe('Serum Vitamin C | Rona');
    expect(head.openGraph).toMatchObject({
      type: 'product',
      title: 'Serum Vitamin C',
      image: 'https://rona.example/api/media/products/serum.webp',
      price: { amount: 300000, currency: 'IDR' },
    });
    const html = renderHead(head);
    expect(html).toContain('<meta property="og:image" content="https://rona.example/api/media/products/serum.webp" />');
    expect(html).toContain('<meta property="product:price:amount" content="300000" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://rona.example/products/rona/serum-vitamin-c-20-ml" />');
  });

  it('an article page shows its title and image, escaped in attributes', () => {
    const html = renderHead(articleHead(site, { ...article, title: 'Kulit "sehat" & <glowing>' }));
    expect(html).toContain('<title>Kulit &quot;sehat&quot; &amp; &lt;glowing&gt; | Rona</title>');
    expect(html).toContain('<meta property="og:title" content="Kulit &quot;sehat&quot; &amp; &lt;glowing&gt;" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://rona.example/api/media/articles/tips.svg" />');
  });

  it('the home title names the shop once', () => {
    expect(homeHead(site).title).toBe('Rona — Skincare & Klinik Kecantikan');
  });

  it('a promo without text describes itself by its dates (Jakarta time)', () => {
    const promo: PromoDetail = {
      title: 'Diskon Serum',
      url: 'diskon-serum',
      long_banner: null,
      start_date: '2026-11-01T00:00:00.000Z',
      end_date: '2026-11-30T16:59:59.000Z',
      type: 'Discount',
      sections: [],
      vouchers: [],
      discounts: null,
    };
    const head = promoHead(site, promo);
    expect(head.description).toBe('Promo Diskon Serum berlaku 1 November 2026 – 30 November 2026.');
    expect(head.canonical).toBe('https://rona.example/promo/diskon-serum');
    expect(head.twitter.card).toBe('summary');
  });

  it('the not-found page is noindex without a canonical URL', () => {
    const html = renderHead(notFoundHead(site));
    expect(html).toContain('<title>Halaman tidak ada | Rona</title>');
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('descriptions are cut at 160 characters on a word', () => {
    const long = { ...product, description: 'kata '.repeat(60) };
    const { description } = productHead(site, long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('kata…')).toBe(true);
  });
});
