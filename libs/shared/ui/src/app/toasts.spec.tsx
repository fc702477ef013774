import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { notifyError, notifySuccess } from '../feedback/notify';
import { renderWithProviders } from '../testing';
import { CurrentAppContext } from '../navigation/app-context';
import { Toasts } from './toasts';

describe('toasts', () => {
  beforeEach(() => notifications.clean());

  it('the link-page tool shows at most 2 toasts at once (spec 3 §9)', async () => {
    renderWithProviders(<p>studio</p>, { app: 'linkpage' });
    for (const n of [1, 2, 3, 4]) notifyError(new Error(`Gagal ${n}`));
    expect(await screen.findByText('Gagal 1')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.queryByText('Gagal 3')).toBeNull();
  });

  it('the shop keeps its own limit', async () => {
    renderWithProviders(<p>toko</p>, { app: 'storefront' });
    for (const n of [1, 2, 3]) notifyError(new Error(`Gagal ${n}`));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
  });

  it('a toast close button has a name (axe button-name)', async () => {
    renderWithProviders(<p>toko</p>);
    notifySuccess('Tersimpan');
    expect(await screen.findByText('Tersimpan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tutup notifikasi' })).toBeTruthy();
  });

  it('shows toasts in a shell without a Mantine provider (the storefront loads Mantine with the first toast)', async () => {
    render(
      <CurrentAppContext.Provider value="storefront">
        <Toasts />
        <p>toko</p>
      </CurrentAppContext.Provider>,
    );
    notifyError(new Error('Gagal memuat'));
    expect(await screen.findByText('Gagal memuat')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
