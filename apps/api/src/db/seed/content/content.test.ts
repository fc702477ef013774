import { BLOG_HASHTAGS, type SkinFilter } from '@rona/domain';
import { describe, expect, it } from 'vitest';
import {
  articles,
  banks,
  categories,
  certificates,
  couriers,
  defaultBanners,
  paymentMethods,
  products,
  promos,
  reviews,
  skinQuestions,
  type ImageStyle,
} from './index';
import { promoWindow } from '../content-types';

// Type-checked against the domain: every skin filter, and nothing else (excess keys fail to compile).
const SKIN_FILTERS = Object.keys({
  Normal: 1,
  Kering: 1,
  Berminyak: 1,
  Jerawat: 1,
  Sensitif: 1,
  Kombinasi: 1,
  Penuaan: 1,
  Kusam: 1,
  'Flek Hitam': 1,
} satisfies Record<SkinFilter, 1>);
const HEX = /^#[0-9a-f]{6}$/i;
const validStyle = (s: ImageStyle) => HEX.test(s.from) && HEX.test(s.to) && HEX.test(s.accent);
const dupes = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
const variants = products.flatMap((p) => p.variants.map((v) => ({ product: p, variant: v })));

describe('catalogue', () => {
  it('has enough products with unique slugs and BPOM numbers', () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
    expect(dupes(products.map((p) => p.slug))).toEqual([]);
    expect(dupes(products.map((p) => p.bpom))).toEqual([]);
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.bpom, p.slug).toMatch(/^NA18\d{9}$/);
    }
  });

  it('refers only to existing categories and subcategories of the same category', () => {
    expect(dupes(categories.map((c) => c.slug))).toEqual([]);
    expect(dupes(categories.flatMap((c) => c.subcategories.map((s) => s.slug)))).toEqual([]);
    for (const p of products) {
      const category = categories.find((c) => c.slug === p.categorySlug);
      expect(category, p.slug).toBeDefined();
      expect(
        category?.subcategories.map((s) => s.slug),
        p.slug,
      ).toContain(p.subCategorySlug);
    }
    // Every subcategory shows at least one product.
    const used = new Set(products.map((p) => p.subCategorySlug));
    for (const s of categories.flatMap((c) => c.subcategories)) expect(used.has(s.slug), s.slug).toBe(true);
  });

  it('has complete texts; the first paragraph is a short excerpt', () => {
    for (const p of products) {
      const paragraphs = p.description.split('\n\n');
      expect(paragraphs.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, p.slug).toBeLessThanOrEqual(3);
      expect(paragraphs[0].length, p.slug).toBeLessThanOrEqual(300);
      for (const text of [p.name, p.warning, p.howToUse, p.composition])
        expect(text.trim().length, p.slug).toBeGreaterThan(3);
      expect(p.skinTypes.length, p.slug).toBeGreaterThan(0);
      for (const s of p.skinTypes) expect(SKIN_FILTERS).toContain(s);
      expect(validStyle(p.style), p.slug).toBe(true);
      if (p.video !== null) expect(p.video).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    }
    expect(products.filter((p) => p.video).length).toBeGreaterThanOrEqual(3);
  });

  it('has 1–4 variants with distinct sizes and whole-thousand Rupiah prices', () => {
    for (const p of products) {
      expect(p.variants.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.variants.length, p.slug).toBeLessThanOrEqual(4);
      expect(dupes(p.variants.map((v) => v.size)), p.slug).toEqual([]);
      for (const v of p.variants) {
        expect(v.price % 1000, p.slug).toBe(0);
        expect(v.price, p.slug).toBeGreaterThanOrEqual(45000);
        expect(v.price, p.slug).toBeLessThanOrEqual(650000);
        expect(Number.isInteger(v.stock) && v.stock >= 0, p.slug).toBe(true);
        expect(v.weight, p.slug).toBeGreaterThan(0);
      }
    }
  });

  it('has valid discounts of all three kinds on about 20 variants', () => {
    const discounted = variants.flatMap(({ product, variant }) =>
      variant.discount ? [{ product, variant, discount: variant.discount }] : [],
    );
    expect(discounted.length).toBeGreaterThanOrEqual(18);
    expect(new Set(discounted.map(({ discount }) => discount.kind))).toEqual(
      new Set(['percentage', 'fixed', 'override']),
    );
    for (const { product, variant, discount: d } of discounted) {
      if (d.kind === 'percentage') expect(d.value >= 1 && d.value <= 90, product.slug).toBe(true);
      else expect(d.value > 0 && d.value < variant.price, product.slug).toBe(true);
      expect(Number.isInteger(d.purchaseLimit) && d.purchaseLimit >= 0).toBe(true);
      expect(Number.isInteger(d.promoPurchaseLimit) && d.promoPurchaseLimit >= 0).toBe(true);
    }
    expect(discounted.some(({ discount }) => discount.purchaseLimit > 0)).toBe(true);
    expect(discounted.some(({ discount }) => discount.promoPurchaseLimit > 0)).toBe(true);
  });

  it('links special discounts to existing Discount promos', () => {
    const withPromo = variants.filter(({ variant }) => variant.promoSlug);
    for (const { product, variant } of withPromo) {
      const promo = promos.find((p) => p.slug === variant.promoSlug);
      expect(promo, product.slug).toBeDefined();
      expect(promo?.type).toBe('Discount');
      expect(variant.discount, product.slug).toBeDefined();
    }
    for (const promo of promos.filter((p) => p.type === 'Discount')) {
      expect(
        withPromo.some(({ variant }) => variant.promoSlug === promo.slug),
        promo.slug,
      ).toBe(true);
    }
  });

  it('covers sold-out, low-stock, inactive and popularity cases', () => {
    expect(products.filter((p) => p.variants.every((v) => v.stock === 0)).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.variants.some((v) => v.stock === 0)).length).toBeGreaterThanOrEqual(8);
    expect(variants.filter(({ variant }) => variant.stock >= 1 && variant.stock <= 10).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(variants.filter(({ variant }) => variant.stock > 50).length).toBeGreaterThanOrEqual(30);
    expect(products.filter((p) => p.active === false).length).toBe(2);
    expect(new Set(products.map((p) => p.sold)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.views)).size).toBe(products.length);
  });
});

describe('reviews', () => {
  it('are about 150, point at existing product sizes, and mostly score 4–5', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(140);
    for (const r of reviews) {
      const product = products.find((p) => p.slug === r.productSlug);
      expect(product, r.productSlug).toBeDefined();
      expect(
        product?.variants.map((v) => v.size),
        `${r.productSlug} ${r.size}`,
      ).toContain(r.size);
      expect(r.comment.length).toBeGreaterThan(10);
      expect(r.daysAgo).toBeGreaterThanOrEqual(0);
    }
    const high = reviews.filter((r) => r.score >= 4).length;
    expect(high / reviews.length).toBeGreaterThan(0.75);
    expect(reviews.some((r) => r.score <= 2)).toBe(true);
    expect(new Set(reviews.map((r) => r.productSlug)).size).toBeGreaterThanOrEqual(40);
  });
});

describe('articles', () => {
  it('are at least 14, with 3–5 sections, fixed hashtags and dates within a year', () => {
    expect(articles.length).toBeGreaterThanOrEqual(14);
    expect(dupes(articles.map((a) => a.slug))).toEqual([]);
    const times = articles.map((a) => Date.parse(a.releaseDate));
    const newest = Math.max(...times);
    for (const a of articles) {
      expect(a.sections.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.sections.length, a.slug).toBeLessThanOrEqual(5);
      expect(a.tags.length, a.slug).toBeGreaterThan(0);
      for (const t of a.tags) expect(BLOG_HASHTAGS).toContain(t);
      expect(a.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(newest - Date.parse(a.releaseDate)).toBeLessThanOrEqual(366 * 86400000);
      expect(a.author.length).toBeGreaterThan(3);
      expect(validStyle(a.style)).toBe(true);
    }
    expect(articles.flatMap((a) => a.sections).some((s) => s.image?.source)).toBe(true);
    expect(new Set(articles.flatMap((a) => a.tags))).toEqual(new Set(BLOG_HASHTAGS));
  });
});

describe('promos', () => {
  it('cover vouchers and discounts, with the edge cases the shop must show', () => {
    expect(promos.length).toBeGreaterThanOrEqual(7);
    expect(dupes(promos.map((p) => p.slug))).toEqual([]);
    const vouchers = promos.flatMap((p) => p.vouchers);
    expect(dupes(vouchers.map((v) => v.code))).toEqual([]);
    expect(dupes(vouchers.flatMap((v) => (v.redeemCode ? [v.redeemCode] : [])))).toEqual([]);
    const now = new Date();
    for (const p of promos) {
      const { start, end } = promoWindow(p, now);
      expect(end.getTime(), p.slug).toBeGreaterThan(start.getTime());
      if (p.type === 'Voucher') expect(p.vouchers.length >= 1 && p.vouchers.length <= 3, p.slug).toBe(true);
      else expect(p.vouchers, p.slug).toEqual([]);
    }
    for (const v of vouchers) {
      if (v.discType === 'percentage') {
        expect(v.discAmount > 0 && v.discAmount <= 100, v.code).toBe(true);
        expect(v.maxDiscount, v.code).toBeGreaterThan(0);
      }
      expect(v.termsCondition.split('\n').length, v.code).toBeGreaterThan(1);
    }
    expect(new Set(vouchers.map((v) => v.category))).toEqual(new Set(['shipping', 'transaction']));
    expect(vouchers.some((v) => 'expiresInDays' in v && v.expiresInDays < 0)).toBe(true);
    expect(vouchers.some((v) => v.minimumTransaction >= 1000000)).toBe(true);
    expect(vouchers.some((v) => v.redeemCode === 'RONAHEMAT')).toBe(true);
    expect(promos.some((p) => !p.hasBanner)).toBe(true);
    expect(promos.some((p) => promoWindow(p, now).start > now)).toBe(true);
  });
});

describe('checkout and account lists', () => {
  it('has the payment methods, couriers, banks and skin questions', () => {
    const codes = paymentMethods.map((m) => m.code);
    for (const bank of ['BCA', 'MANDIRI', 'BNI', 'BRI', 'PERMATA', 'CIMB'])
      expect(codes).toContain(`VIRTUAL_ACCOUNT_${bank}`);
    for (const code of ['CREDIT_CARD', 'ONLINE_TO_OFFLINE_ALFA', 'ONLINE_TO_OFFLINE_INDOMARET', 'EMONEY_SHOPEE_PAY'])
      expect(codes).toContain(code);
    for (const m of paymentMethods)
      expect(m.category === 'virtual-account').toBe(m.code.startsWith('VIRTUAL_ACCOUNT_'));
    expect(couriers.map((c) => c.name)).toEqual([
      'JNE',
      'J&T Express',
      'SiCepat',
      'AnterAja',
      'Ninja Xpress',
      'Pos Indonesia',
      'GoSend',
      'Grab Express',
    ]);
    expect(banks.length).toBeGreaterThanOrEqual(12);
    for (const list of [paymentMethods, couriers, banks]) expect(dupes(list.map((x) => x.code))).toEqual([]);
    expect(skinQuestions.length >= 6 && skinQuestions.length <= 8).toBe(true);
    expect(new Set(skinQuestions.map((q) => q.answerType))).toEqual(new Set(['multiple', 'text', 'other']));
    for (const q of skinQuestions)
      expect(q.type === 'essay' ? q.options.length === 0 : q.options.length >= 2).toBe(true);
  });

  it('has 3 default banners and 7 certificates', () => {
    expect(defaultBanners).toHaveLength(3);
    expect(certificates).toHaveLength(7);
    for (const b of defaultBanners) expect(b.link.startsWith('/')).toBe(true);
  });
});
