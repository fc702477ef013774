import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aPage, renderWithProviders } from '@rona/ui/testing';
import { anArticle } from './blog-test-data';
import { LatestArticlesSection } from '../../shared/articles/latest-articles-section';

/** An observer that reports the spot as visible (or never, with `visible = false`). */
const observer = (visible: boolean) =>
  class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (visible)
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
  };

const articles = aPage([
  anArticle({ slug: 'satu', title: 'T'.repeat(75), shortDescription: 'x'.repeat(101) }),
  anArticle({ slug: 'dua', title: 'Artikel Dua' }),
]);

describe('LatestArticlesSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing until the section nears the viewport', () => {
    vi.stubGlobal('IntersectionObserver', observer(false));
    const { calls } = renderWithProviders(<LatestArticlesSection title="Baca Juga" />, {
      api: { articleList: () => articles },
    });
    expect(screen.getByRole('heading', { name: 'Baca Juga' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the 5 newest articles as links, titles cut at 70 and descriptions at 100', async () => {
    vi.stubGlobal('IntersectionObserver', observer(true));
    const { calls } = renderWithProviders(<LatestArticlesSection />, { api: { articleList: () => articles } });
    const row = await screen.findByRole('list', { name: 'Artikel Terbaru' });
    const links = within(row).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/blog/satu', '/blog/dua']);
    expect(within(row).getByRole('heading', { name: `${'T'.repeat(70)}...` })).toBeTruthy();
    expect(within(row).getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
    expect((calls[0]?.input as { query: unknown }).query).toEqual({ page: 1, limit: 5 });
  });

  it('under an article leaves that article out, asking for one more in its place', async () => {
    vi.stubGlobal('IntersectionObserver', observer(true));
    const { calls } = renderWithProviders(<LatestArticlesSection except="satu" />, {
      api: { articleList: () => articles },
    });
    const row = await screen.findByRole('list', { name: 'Artikel Terbaru' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/dua']);
    expect((calls[0]?.input as { query: unknown }).query).toEqual({ page: 1, limit: 6 });
  });
});
