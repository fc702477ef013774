import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { aCategory, renderWithProviders } from '../../testing';
import SearchOverlay from './search-overlay';

const suggestions = {
  products: [
    { name: 'Serum Vitamin C', url: 'rona/serum-vitamin-c-30-ml', image: '/api/media/products/vitc.svg' },
    { name: 'Sérum Niacinamide 10%', url: 'rona/serum-niacinamide-20-ml', image: '/api/media/products/nia.svg' },
  ],
  categories: [
    aCategory({ _id: 'cat-1', name: 'Perawatan' }),
    aCategory({ _id: 'sub-1', name: 'Serum', type: 'subcategory', parentId: 'cat-1' }),
  ],
};

function renderOverlay(searchSuggestions: (input: unknown) => unknown = () => suggestions) {
  const onClose = vi.fn();
  const view = renderWithProviders(<SearchOverlay onClose={onClose} />, {
    api: { categories: () => [aCategory({ _id: 'cat-1', name: 'Perawatan' })], searchSuggestions },
  });
  const field = screen.getByRole('combobox', { name: 'Cari produk' });
  const suggestionCalls = () =>
    view.calls.filter((c) => c.name === 'searchSuggestions').map((c) => (c.input as { query: unknown }).query);
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { ...view, onClose, field, suggestionCalls, type };
}

describe('search overlay', () => {
  it("shows 'Cari Produk', 'Batal', the prompt and the product categories while empty", async () => {
    renderOverlay();
    expect(screen.getByPlaceholderText('Cari Produk')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();
    expect(screen.getByText('Apa yang ingin kamu cari ?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kategori Produk' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Perawatan' })).getAttribute('href')).toBe(
      '/products?category=cat-1',
    );
  });

  it('asks for suggestions once typing pauses for 300 ms, with the last text only', async () => {
    const { type, suggestionCalls } = renderOverlay();
    type('s');
    type('se');
    type('ser');
    await new Promise((r) => setTimeout(r, 150));
    expect(suggestionCalls()).toEqual([]);
    expect(await screen.findByRole('option', { name: 'Serum Vitamin C' }, { timeout: 2000 })).toBeTruthy();
    expect(suggestionCalls()).toEqual([{ search: 'ser' }]);
  });

  it('walks the options with the arrow keys and opens the active one with Enter', async () => {
    const { field, router } = renderOverlay();
    fireEvent.change(field, { target: { value: 'ser' } });
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Serum Vitamin C',
      'Sérum Niacinamide 10%',
      'Perawatan',
      'Serum',
    ]);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: 'Sérum Niacinamide 10%' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' }); // wraps to the last option
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Serum' }).id);

    fireEvent.keyDown(field, { key: 'Enter' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/products?subcategory=sub-1');
  });

  it('opens a product suggestion on click, and submits the text to the listing without an active option', async () => {
    const { field, router } = renderOverlay();
    fireEvent.change(field, { target: { value: 'ser' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Serum Vitamin C' }, { timeout: 2000 }));
    expect(router.state.location.pathname).toBe('/products/rona/serum-vitamin-c-30-ml');

    fireEvent.change(field, { target: { value: '  serum c ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname + router.state.location.search).toBe('/products?search=serum+c');
  });

  it('closes on Escape and on Batal', () => {
    const { onClose, field } = renderOverlay();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it.each([
    [new ApiError('boom', 500), 'Error! Server Error'],
    [new TypeError('Failed to fetch'), 'Error! Can`t Load Data'],
  ])('shows the spec message when suggestions fail (%s)', async (error, message) => {
    const { type } = renderOverlay(() => Promise.reject(error));
    type('ser');
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toBe(message);
  });

  it('says when nothing matches', async () => {
    const { type } = renderOverlay(() => ({ products: [], categories: [] }));
    type('zzz');
    expect(await screen.findByText(/Tidak ada saran untuk "zzz"/, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });
});
