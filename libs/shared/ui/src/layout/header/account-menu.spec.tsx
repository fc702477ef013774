import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, setFlashMessage } from '@rona/api-client';
import { renderWithProviders } from '../../testing';
import { AccountMenu, showFlashMessage } from './account-menu';

function watchPageLoads() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  return assign;
}

describe('account menu', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = 'SESSION__=tok; path=/';
  });
  afterEach(() => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
    vi.restoreAllMocks();
  });

  it("'Keluar' ends the session on the API, drops SESSION__ and reloads / with the message waiting", async () => {
    const assign = watchPageLoads();
    const { calls } = renderWithProviders(<AccountMenu />, { api: { logout: () => ({ loggedOut: true }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls).toEqual([{ name: 'logout', input: { body: {} } }]);
    expect(document.cookie).not.toContain('SESSION__=tok');
    expect(sessionStorage.getItem('rona:flash')).toBe('Akun kamu berhasil keluar');
  });

  it('still logs out locally when the session was already gone on the server', async () => {
    const assign = watchPageLoads();
    renderWithProviders(<AccountMenu />, {
      api: {
        logout: () => {
          throw new ApiError('Unauthorized', 401);
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(document.cookie).not.toContain('SESSION__=tok');
  });

  it('shows the message the previous page left, once', async () => {
    renderWithProviders(<p>halaman</p>);
    setFlashMessage('Akun kamu berhasil keluar');
    showFlashMessage();
    expect(await screen.findByText('Akun kamu berhasil keluar')).toBeTruthy();
    expect(sessionStorage.getItem('rona:flash')).toBeNull();
  });
});
