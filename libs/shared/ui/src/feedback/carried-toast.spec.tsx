import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../testing';
import { notifyErrorAfterNavigation, showCarriedToasts } from './notify';

/** A message that must survive a full page load to another app (issue 13: the unpaid-order message). */
describe('notifyErrorAfterNavigation', () => {
  beforeEach(() => {
    sessionStorage.clear();
    notifications.clean();
  });

  it('shows the message on the next page of the tab, once', async () => {
    notifyErrorAfterNavigation(new Error('Masih ada pesanan yang belum dibayar'));
    const first = renderWithProviders(<p>halaman berikutnya</p>);
    showCarriedToasts(); // what the next page does as it starts
    expect(await screen.findByText('Masih ada pesanan yang belum dibayar')).toBeTruthy();
    first.unmount();
    notifications.clean();
    renderWithProviders(<p>halaman lain</p>);
    showCarriedToasts();
    await screen.findByText('halaman lain');
    expect(screen.queryByText('Masih ada pesanan yang belum dibayar')).toBeNull();
  });
});
