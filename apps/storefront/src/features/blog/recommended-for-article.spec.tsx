import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aPage, aProduct, renderWithProviders } from '@rona/ui/testing';
import { ArticlePage } from './article-page';
import { anArticle, anArticleDetail } from './blog-test-data';

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

const renderArticle = (detail: ReturnType<typeof anArticleDetail>) =>
  renderWithProviders(<></>, {
    path: '/blog/tips-sunscreen',
    routes: [{ path: '/blog/:slug', element: <ArticlePage /> }],
    api: {
      articleDetail: () => detail,
      articleList: () => aPage([anArticle({ slug: 'lain' })]),
      productRecommendations: () => [aProduct({ productId: 'terbaik', name: 'Produk Terbaik' })],
    },
  });

/** Issue 28 §3: 'Direkomendasikan juga' shows the products staff chose for the article. */
describe("an article's recommended products", () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));

  it('shows the products staff chose, not the best-rated ones', async () => {
    renderArticle(anArticleDetail({ recommendedProducts: [aProduct({ productId: 'pilihan', name: 'Pilihan Staf' })] }));
    const section = (await screen.findByRole('heading', { name: 'Direkomendasikan juga' })).closest('section')!;
    expect(await within(section).findByText('Pilihan Staf')).toBeTruthy();
    expect(within(section).queryByText('Produk Terbaik')).toBeNull();
  });

  it('falls back to the best-rated products when staff chose none', async () => {
    renderArticle(anArticleDetail({ recommendedProducts: [] }));
    const section = (await screen.findByRole('heading', { name: 'Direkomendasikan juga' })).closest('section')!;
    expect(await within(section).findByText('Produk Terbaik')).toBeTruthy();
  });
});
