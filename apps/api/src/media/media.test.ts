import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PackShape } from './style';
import {
  articleImageSvg,
  avatarSvg,
  bannerSvg,
  certificateSvg,
  escapeXml,
  initials,
  logoSvg,
  mediaPath,
  productImageSvg,
  PRODUCT_IMAGE_SIZE,
  svgToWebp,
} from './index';

const style = { from: '#fbe3dc', to: '#f4c9bd', accent: '#d98a7a' };
const NASTY = 'Tom & Jerry <Serum> "10%" \'Zinc\'';

/** Checks the document is balanced XML-ish: one root, explicit size, every tag closed, no raw '&'. */
function expectSvg(svg: string, width: number, height: number) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  // Ids are unique within the document, so several images can be inlined in one page.
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
}

const shapes: PackShape[] = ['bottle', 'tube', 'jar', 'pump', 'dropper', 'sachet'];

describe('productImageSvg', () => {
  it.each(shapes)('draws a %s in three views', (shape) => {
    for (const view of [0, 1, 2]) {
      const svg = productImageSvg(
        { name: 'Serum Niacinamide 10% + Zinc', slug: `p-${shape}`, shape, style, size: '30 ml' },
        view,
      );
      expectSvg(svg, 800, 800);
      if (view < 2) expect(svg).toContain('RONA');
    }
  });

  it('escapes text and is deterministic', () => {
    const input = { name: NASTY, shape: 'jar' as const, style, variants: [{ size: '50 g & more' }] };
    for (const view of [0, 1, 2]) {
      const svg = productImageSvg(input, view);
      expectSvg(svg, 800, 800);
      expect(svg).not.toContain('<Serum>');
      expect(svg).toContain('&amp;');
      expect(productImageSvg(input, view)).toBe(svg);
    }
    expect(productImageSvg(input, 0)).not.toBe(productImageSvg(input, 1));
  });
});

describe('bannerSvg', () => {
  it.each([
    ['banner', 1440, 480],
    ['long', 1440, 320],
    ['thumbnail', 720, 405],
  ] as const)('draws a %s of %i×%i', (kind, width, height) => {
    const promo = { title: NASTY, style, type: 'Voucher' as const, vouchers: [{ redeemCode: 'RONA&HEMAT' }] };
    const svg = bannerSvg(promo, kind);
    expectSvg(svg, width, height);
    expect(svg).toContain('RONA&amp;HEMAT');
    expect(bannerSvg(promo, kind)).toBe(svg);
  });
});

describe('articleImageSvg, logoSvg, certificateSvg, avatarSvg', () => {
  it('draw sized, escaped, deterministic pictures', () => {
    const cases: [string, number, number, () => string][] = [
      ['article', 1200, 675, () => articleImageSvg(style, NASTY)],
      ['logo', 240, 120, () => logoSvg('J&T Express', style)],
      ['long logo', 240, 120, () => logoSvg('CIMB Niaga Virtual Account <VA>', style)],
      ['certificate', 400, 400, () => certificateSvg({ title: NASTY, issuer: 'Badan <POM> & Co', style })],
      ['avatar', 160, 160, () => avatarSvg(NASTY)],
    ];
    for (const [, width, height, draw] of cases) {
      const svg = draw();
      expectSvg(svg, width, height);
      expect(draw()).toBe(svg);
    }
    expect(logoSvg('J&T Express', style)).toContain('J&amp;T Express');
  });

  it('uses each article motif across titles', () => {
    const titles = [
      'Panduan Sunscreen',
      'Mengenal Botox',
      'Retinol untuk Pemula',
      'Makanan untuk Kulit',
      'Kulit Kombinasi',
      'Double Cleansing',
    ];
    const pictures = new Set(
      titles.map((t) =>
        articleImageSvg(style, t)
          .replace(/>[^<]*</g, '><')
          .replace(/id="[^"]+"|#r[0-9a-z]+/g, ''),
      ),
    );
    expect(pictures.size).toBeGreaterThan(1);
  });
});

describe('helpers', () => {
  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('makes initials from names, skipping titles', () => {
    expect(initials('dr. Anindya Putri, Sp.DVE')).toBe('AP');
    expect(initials('Sumarni')).toBe('SU');
    expect(initials('BCA')).toBe('BCA');
    expect(initials('J&T Express')).toBe('JT');
    expect(initials('CIMB Niaga Virtual Account')).toBe('CIMB');
    expect(initials('Mandiri Virtual Account')).toBe('MA');
    expect(initials('Jenius (SMBC Indonesia)')).toBe('JS');
    expect(initials('')).toBe('?');
  });

  it('builds safe media paths: photos as WebP, marks as SVG', () => {
    expect(mediaPath('products', 'serum-niacinamide-10', 0)).toBe('products/serum-niacinamide-10-0.webp');
    expect(mediaPath('logos', 'J&T Express')).toBe('logos/j-t-express.svg');
    expect(mediaPath('banners', 'flash-sale-serum', 'long')).toBe('banners/flash-sale-serum-long.webp');
    expect(mediaPath('articles', 'tips-sunscreen', 1)).toBe('articles/tips-sunscreen-1.webp');
    expect(mediaPath('avatars', '../../etc/passwd')).toBe('avatars/etc-passwd.svg');
    expect(mediaPath('certificates', '1-BPOM')).toBe('certificates/1-bpom.svg');
  });

  it('draws an SVG into a WebP of its size, once per drawing', async () => {
    const svg = productImageSvg({ name: 'Serum Uji', shape: 'dropper', style }, 0);
    const first = svgToWebp(svg);
    expect(svgToWebp(svg)).toBe(first);
    const meta = await sharp(await first).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE });
  });
});
