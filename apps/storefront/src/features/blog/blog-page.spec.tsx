import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { BlogPage } from './blog-page';
import { anArticle } from './blog-test-data';

const page = (n: number, totalPage = 3) => ({
  datas: Array.from({ length: 5 }, (_, i) =>
    anArticle({
      slug: `artikel-${n}-${i + 1}`,
      title: `Artikel ${n}.${i + 1}`,
      shortDescription: `Ringkasan ${i + 1}`,
    }),
  ),
  page: { currentPage: n, totalPage, totalData: totalPage * 5, limit: 5 },
});

type ListInput = { query: { page: number; limit: number; tag?: string } };
const queries = (calls: { name: string; input: unknown }[]) =>
  calls.filter((c) => c.name === 'articleList').map((c) => (c.input as ListInput).query);

describe('blog list', () => {
  it('shows the fixed hashtags and 5 articles with items 1 and 5 large', async () => {
    renderWithProviders(<BlogPage />, {
      path: '/blog',
      api: { articleList: (i) => page((i as ListInput).query.page) },
    });
    const tags = within(screen.getByRole('navigation', { name: 'Hashtag' })).getAllByRole('link');
    expect(tags.map((a) => a.textContent)).toEqual([
      'Semua',
      '#sunscreen',
      '#acne',
      '#normal',
      '#oily',
      '#combination',
      '#antiaging',
      '#diet',
      '#botox',
    ]);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => c.hasAttribute('data-featured'))).toEqual([true, false, false, false, true]);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/blog/artikel-1-1');
    expect(document.title).toBe('Blog | Rona');
  });

  it('cuts titles at 70 and short descriptions at 100 characters', async () => {
    const long = anArticle({ title: 'J'.repeat(80), shortDescription: 'd'.repeat(120) });
    renderWithProviders(<BlogPage />, {
      api: { articleList: () => ({ datas: [long], page: { currentPage: 1, totalPage: 1, totalData: 1, limit: 5 } }) },
    });
    expect(await screen.findByRole('heading', { name: `${'J'.repeat(70)}...` })).toBeTruthy();
    expect(screen.getByText(`${'d'.repeat(100)}...`)).toBeTruthy();
  });

  it('reads the page from the URL and keeps page changes in it', async () => {
    const { calls, router } = renderWithProviders(<BlogPage />, {
      path: '/blog?page=2',
      api: { articleList: (i) => page((i as ListInput).query.page) },
    });
    expect(await screen.findByText('Artikel 2.1')).toBeTruthy();
    expect(queries(calls)[0]).toEqual({ page: 2, limit: 5 });
    fireEvent.click(screen.getByRole('button', { name: /Halaman 3/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('Artikel 3.1')).toBeTruthy();
  });

  it('filters by a hashtag through the URL, and the active hashtag clears it', async () => {
    const { calls, router } = renderWithProviders(<BlogPage />, {
      path: '/blog?page=2',
      api: { articleList: (i) => page((i as ListInput).query.page, 2) },
    });
    fireEvent.click(await screen.findByRole('link', { name: '#acne' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=acne'));
    await waitFor(() => expect(queries(calls).at(-1)).toEqual({ page: 1, limit: 5, tag: 'acne' }));
    const active = screen.getByRole('link', { name: '#acne' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(active.getAttribute('href')).toBe('/blog');
  });

  it('says so when there are no articles', async () => {
    renderWithProviders(<BlogPage />, {
      path: '/blog?tag=botox',
      api: { articleList: () => ({ datas: [], page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 5 } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Artikel belum ada' })).toBeTruthy();
    expect(screen.getByText('Belum ada artikel dengan #botox.')).toBeTruthy();
  });
});
