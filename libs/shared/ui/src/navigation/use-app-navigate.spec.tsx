import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { useAppNavigate } from './use-app-navigate';

function GoButton({ to }: { to: string }) {
  const navigate = useAppNavigate();
  return <button onClick={() => navigate(to)}>Pergi</button>;
}

function watchPageLoads() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  return assign;
}

describe('useAppNavigate', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['/\t/evil.example/pwned', '/\n/evil.example', '/\\evil.example', '//evil.example'])(
    'sends a path that would leave the origin (%j) home',
    (to) => {
      const assign = watchPageLoads();
      renderWithProviders(<GoButton to={to} />, { app: 'account-checkout' });
      fireEvent.click(screen.getByRole('button', { name: 'Pergi' }));
      expect(assign).toHaveBeenCalledWith('/');
    },
  );

  it('loads another app at the path as the browser resolves it', () => {
    const assign = watchPageLoads();
    renderWithProviders(<GoButton to="/products?category=serum" />, { app: 'account-checkout' });
    fireEvent.click(screen.getByRole('button', { name: 'Pergi' }));
    expect(assign).toHaveBeenCalledWith('/products?category=serum');
  });
});
