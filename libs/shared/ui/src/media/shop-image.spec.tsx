import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopImage } from './shop-image';

const upload = '/api/media/uploads/0b6f3a52-4c1e-4d7a-9f0e-1a2b3c4d5e6f.jpg';
const attrs = (el: HTMLImageElement) => ({
  width: el.getAttribute('width'),
  height: el.getAttribute('height'),
  loading: el.getAttribute('loading'),
  fetchpriority: el.getAttribute('fetchpriority'),
  srcset: el.getAttribute('srcset'),
  sizes: el.getAttribute('sizes'),
});
const img = (ui: React.ReactElement) => render(ui).container.querySelector('img') as HTMLImageElement;

describe('ShopImage', () => {
  it('is lazy by default, always with its width and height', () => {
    expect(attrs(img(<ShopImage src="/api/media/products/a.svg" alt="A" width={300} height={200} />))).toEqual({
      width: '300',
      height: '200',
      loading: 'lazy',
      fetchpriority: null,
      srcset: null,
      sizes: null,
    });
  });

  it('fetches the LCP picture first and at once; an above-the-fold one at once with normal priority', () => {
    const lcp = img(<ShopImage src="/a.svg" alt="" width={1440} height={480} priority />);
    expect([lcp.getAttribute('loading'), lcp.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const eager = img(<ShopImage src="/b.svg" alt="" width={300} height={300} eager />);
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', null]);
  });

  it('offers an uploaded photo in its width variants with the given sizes, or the box width by default', () => {
    const withSizes = img(<ShopImage src={upload} alt="" width={300} height={300} sizes="50vw" />);
    expect(withSizes.getAttribute('src')).toBe(upload);
    expect(withSizes.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280].map((w) => `${upload.replace('.jpg', `-w${w}.webp`)} ${w}w`).join(', '),
    );
    expect(withSizes.getAttribute('sizes')).toBe('50vw');
    expect(img(<ShopImage src={upload} alt="" width={600} height={600} />).getAttribute('sizes')).toBe(
      '(max-width: 600px) 100vw, 600px',
    );
  });

  it('renders the same markup on the server as in the browser', () => {
    const ui = <ShopImage src={upload} alt="Foto" width={600} height={400} priority />;
    const html = renderToString(ui);
    // React also preloads an eager picture from the server (hoisted into <head> when streaming).
    expect(html).toMatch(/<link rel="preload" as="image" [^>]*fetchpriority="high"/i);
    const client = document.createElement('div');
    client.innerHTML = html;
    const server = client.querySelector('img') as HTMLImageElement;
    expect(attrs(server)).toEqual(attrs(img(ui)));
  });
});
