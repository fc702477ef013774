import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { notifyError } from './notify';

// Offline before the first toast: neither the toasts' module nor the field labels can be fetched.
vi.mock('@mantine/notifications', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('@rona/i18n', async (original) => ({
  ...(await original<typeof import('@rona/i18n')>()),
  loadFieldLabels: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('the shared error handler offline (issue 24)', () => {
  it('still says the network message when the toasts cannot load', async () => {
    const offline = 'Tidak dapat terhubung ke server, periksa koneksi internet kamu lalu coba lagi';
    notifyError(new ApiError(offline, 0));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(offline));
  });
});
