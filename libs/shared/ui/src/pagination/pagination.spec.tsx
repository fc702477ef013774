import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Pagination } from './pagination';

const pageButtons = () => screen.getAllByRole('button', { name: /^Halaman \d+$/ }).map((b) => Number(b.textContent));

describe('Pagination', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [10, 10, [8, 9, 10]],
    [2, 2, [1, 2]],
  ])('on page %i of %i shows the window %j', (page, total, expected) => {
    renderWithProviders(<Pagination page={page} totalPages={total} onChange={() => undefined} />);
    expect(pageButtons()).toEqual(expected);
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe(String(page));
  });

  it('moves with previous, next and the page buttons, and blocks at the ends', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pagination page={1} totalPages={4} onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Halaman sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 1' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('is hidden when there is one page or none', () => {
    renderWithProviders(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
