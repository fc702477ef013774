import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
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

const api = (overrides: Record<string, (input: unknown) => unknown> = {}) => ({
  articleDetail: () => anArticleDetail(),
  articleList: () => aPage([anArticle({ slug: 'atasi-jerawat', title: 'Atasi Jerawat' })]),
  productRecommendations: () => [aProduct({ name: 'Serum Vitamin C' })],
  ...overrides,
});

const renderArticle = (overrides?: Record<string, (input: unknown) => unknown>) =>
  renderWithProviders(<></>, {
    path: '/blog/tips-sunscreen',
    routes: [{ path: '/blog/:slug', element: <ArticlePage /> }],
    api: api(overrides),
  });

describe('article page (theme 1)', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it('shows tags, author, release date and the sections with image credits', async () => {
    const { calls } = renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips Memilih Sunscreen' })).toBeTruthy();
    expect(calls.find((c) => c.name === 'articleDetail')?.input).toMatchObject({ params: { title: 'tips-sunscreen' } });
    const tags = within(screen.getByRole('list', { name: 'Tag artikel' })).getAllByRole('link');
    expect(tags.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['#sunscreen', '/blog?tag=sunscreen'],
      ['#oily', '/blog?tag=oily'],
    ]);
    expect(screen.getByText('Ditulis oleh dr. Rani')).toBeTruthy();
    expect(screen.getByText('Dirilis 3 Maret 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Kenapa Sunscreen?' })).toBeTruthy();
    expect(screen.getByText('Pakai setiap pagi.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kenapa Sunscreen?' }).getAttribute('src')).toBe(
      '/api/media/articles/uv.svg',
    );
    expect(screen.getByText('Sumber: Rona Clinic')).toBeTruthy();
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Kembali ke Blog/ }).getAttribute('href')).toBe('/blog');
    for (const name of ['instagram', 'Whatsapp', 'Email', 'Facebook', 'Others']) {
      expect(screen.getByRole(name === 'instagram' || name === 'Others' ? 'button' : 'link', { name })).toBeTruthy();
    }
  });

  it('sets the document title from the article (its description comes with the route head)', async () => {
    renderArticle();
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Tips Memilih Sunscreen | Rona');
  });

  it("adds 'Artikel Terbaru' and 'Direkomendasikan juga'", async () => {
    renderArticle();
    expect(await screen.findByRole('heading', { name: 'Artikel Terbaru' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Atasi Jerawat/ })).getAttribute('href')).toBe(
      '/blog/atasi-jerawat',
    );
    expect(await screen.findByRole('heading', { name: 'Direkomendasikan juga' })).toBeTruthy();
    const [card] = await screen.findAllByTestId('product-card');
    expect(card?.textContent).toContain('Serum Vitamin C');
  });

  it('shows a not-found view for an unknown slug', async () => {
    renderArticle({ articleDetail: () => Promise.reject(new ApiError('Artikel tidak ditemukan', 404)) });
    expect(await screen.findByRole('heading', { name: 'Artikel tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Blog' }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Artikel tidak ditemukan | Rona');
  });
});
