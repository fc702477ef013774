import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { aMember } from '../../../testing/members';
import SettingsTab from './settings-tab';

describe('a new e-mail verification link from the settings tab (issue 16)', () => {
  it('offers it while the e-mail is unverified and asks the API for it', async () => {
    const user = aMember({ email: { value: 'sari@contoh.id', verified: false } });
    const { calls } = renderWithProviders(<SettingsTab user={user} />, {
      app: 'account-checkout',
      path: '/user/profile?action=settings',
      api: { resendEmailVerification: () => ({ email: 'sari@contoh.id' }) },
    });
    expect(screen.getByText('Belum dapat mengatur notifikasi, Email anda belum terverifikasi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulang Tautan Verifikasi' }));
    expect(
      await screen.findByText('Tautan verifikasi baru sudah dikirim ke sari@contoh.id. Berlaku 3 hari.'),
    ).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['resendEmailVerification']);
  });

  it('is not there once the e-mail is verified', () => {
    renderWithProviders(<SettingsTab user={aMember()} />, { app: 'account-checkout', path: '/user/profile' });
    expect(screen.queryByRole('button', { name: 'Kirim Ulang Tautan Verifikasi' })).toBeNull();
  });
});
