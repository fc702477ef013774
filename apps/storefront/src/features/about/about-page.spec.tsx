import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { aPage, aPromo, renderWithProviders } from '@rona/ui/testing';
import { AboutPage } from './about-page';

const api = {
  promoList: () =>
    aPage([aPromo({ title: 'Payday Glow', url: 'payday-glow', long_banner: '/api/media/banners/payday-long.svg' })]),
  articleList: () => aPage([]),
  certificates: () =>
    Array.from({ length: 7 }, (_, i) => ({
      title: `Sertifikat ${i + 1}`,
      issuer: 'Lembaga',
      image: `/api/media/certificates/${i + 1}.svg`,
    })),
  paymentMethods: () => [],
  shippingMethods: () => [],
};

/** Everything is "on screen" at once, so the lazy sections render too. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {
    /* nothing to stop */
  }
  disconnect() {
    /* nothing to stop */
  }
}

describe('about page', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('tells the story, vision and motto and has the footer anchors', async () => {
    renderWithProviders(<AboutPage />, { path: '/about', api });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('CARE . LOVE . SMILE')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Visi' })).toBeTruthy();
    for (const anchor of ['faq', 'pembayaran', 'pengiriman'])
      expect(document.getElementById(anchor), anchor).toBeTruthy();
    // The long banner leads to the newest promo that has one.
    expect((await screen.findByRole('link', { name: 'Payday Glow' })).getAttribute('href')).toBe('/promo/payday-glow');
  });

  it("shows the certificates in the order staff set (the API's order), not by name", async () => {
    const order = [3, 1, 7, 2, 6, 4, 5];
    renderWithProviders(<AboutPage />, {
      path: '/about',
      api: {
        ...api,
        certificates: () =>
          order.map((n) => ({
            title: `Sertifikat ${n}`,
            issuer: 'Lembaga',
            image: `/api/media/certificates/${n}.svg`,
          })),
      },
    });
    const seals = await screen.findAllByRole('img', { name: /^Sertifikat \d — Lembaga$/ });
    expect(seals.map((img) => img.getAttribute('alt'))).toEqual(order.map((n) => `Sertifikat ${n} — Lembaga`));
  });
});
