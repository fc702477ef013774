/**
 * What search engines and link previews read (meta descriptions; docs/product/seo.md). Page titles are
 * the pages' own headings (home.title, catalogue.title, blog.title …), as the tab shows them.
 */
export const seoMessages = {
  'seo.home.description':
    'Rona — skincare dan klinik kecantikan. Belanja produk perawatan kulit asli dengan promo terbaik.',
  'seo.products.description':
    'Belanja produk perawatan kulit Rona: pembersih, serum, pelembap, sunscreen dan perawatan klinik, asli dan terdaftar BPOM.',
  'seo.products.searchTitle': 'Hasil pencarian "{search}"',
  'seo.products.categoryTitle': '{name} — Belanja Produk',
  'seo.products.pageSuffix': '{title} — Halaman {page}',
  'seo.blog.description': 'Tips perawatan kulit, jerawat, sunscreen dan anti-aging dari dokter dan tim Rona.',
  'seo.promo.description': 'Semua promo, voucher dan diskon produk Rona yang sedang berlangsung.',
  'seo.promo.detailDescription': 'Promo {title} berlaku {start} – {end}.',
  'seo.about.description': 'Tentang Rona: skincare dan klinik kecantikan, visi dan misi kami.',
  'seo.product.descriptionFallback': '{name} — produk perawatan kulit Rona.',
  'seo.breadcrumb.home': 'Beranda',
  'seo.breadcrumb.products': 'Belanja',
  'seo.breadcrumb.blog': 'Blog',
  'seo.breadcrumb.promo': 'Promo',
} as const;
