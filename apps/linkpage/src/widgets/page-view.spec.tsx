import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Widget } from '@rona/domain';
import { PageView } from './page-view';

const styles = {
  fontFamily: 'Poppins',
  fontSize: 14,
  color: '#333333',
  fontWeight: 'normal',
  fontStyle: 'normal',
  textAlign: 'center',
  textDecoration: 'none',
  backgroundColor: '#ffffff',
  backgroundOpacity: 1,
  borderRadius: '24px',
  border: { width: 2, color: '#f76707' },
  boxShadow: null,
} as const;
const button = (url: string, titleText: string, icon: string | null = null): Widget => ({
  _id: titleText,
  group: 'button',
  content: { titleText, url, icon, styles },
});
const background = { image: null, color: '#ffffff', active: 'color' } as const;

describe('PageView', () => {
  it('renders widgets in order and links only safe URLs', () => {
    render(
      <PageView
        background={background}
        widgets={[
          button('https://rona.id', 'Aman'),
          button('javascript:alert(1)', 'Jahat'),
          button('data:text/html,x', 'Data'),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Aman' })).toHaveProperty('href', 'https://rona.id/');
    expect(screen.queryByRole('link', { name: 'Jahat' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Data' })).toBeNull();
    expect(screen.getByText('Jahat')).toBeTruthy();
    expect(document.querySelector('a[href^="javascript"], a[href^="data"]')).toBeNull();
  });

  it('drops unsafe image sources and colours, and blob: previews outside the editor', () => {
    const { container, rerender } = render(
      <PageView
        background={{ image: 'javascript:alert(1)', color: 'red;position:fixed', active: 'image' }}
        widgets={[button('', 'Ikon', 'blob:http://x/1')]}
      />,
    );
    const page = container.querySelector<HTMLElement>('[data-testid="link-page"]')!;
    expect(page.style.backgroundImage).toBe('');
    expect(page.style.backgroundColor).toMatch(/^(#ffffff|rgb\(255, 255, 255\))$/);
    expect(container.querySelector('img')).toBeNull();
    rerender(<PageView background={background} widgets={[button('', 'Ikon', 'blob:http://x/1')]} allowBlob />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:http://x/1');
  });

  it('shows the live price and links product cards to the shop', () => {
    const products: Widget = {
      _id: 'p',
      group: 'products',
      content: {
        titleText: 'Produk',
        products: [{ name: 'Serum', star: 4.5, image: '/api/media/a.svg', url: 'rona/serum-20ml', color: '#f76707' }],
        styles,
      },
    };
    render(
      <PageView
        background={background}
        widgets={[products]}
        prices={{ 'rona/serum-20ml': { price: 150000, fixedPrice: 120000 } }}
      />,
    );
    expect(screen.getByRole('link', { name: /Serum/ }).getAttribute('href')).toBe('/products/rona/serum-20ml');
    expect(screen.getByText('Rp 120.000')).toBeTruthy();
    expect(screen.getByText('Rp 150.000')).toBeTruthy();
  });

  it('loads the first picture eagerly with high priority, or every picture lazily for thumbnails', () => {
    const widgets = [
      button('https://rona.id', 'Satu', '/api/media/a.png'),
      button('https://rona.id', 'Dua', '/api/media/b.png'),
    ];
    const { container, rerender } = render(<PageView background={background} widgets={widgets} />);
    const imgs = () => [...container.querySelectorAll('img')];
    expect(imgs().map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
    rerender(<PageView background={background} widgets={widgets} lazyPictures />);
    expect(imgs().map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority')])).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
