import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { SecurityPage } from './security-page';

describe('SecurityPage', () => {
  it('turns the authenticator on: QR code and key, the first code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-000${i}`);
    const { calls } = renderAsStaff(<SecurityPage />, {
      staff: aStaffMember('gudang'),
      api: {
        adminTotpEnrol: () => ({
          otpauthUrl: 'otpauth://totp/Rona',
          qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
          secret: 'JBSWY3DPEHPK3PXP',
        }),
        adminTotpConfirm: () => ({ recoveryCodes: codes }),
        adminMe: () => ({ ...aStaffMember('gudang'), totpEnabled: true }),
      },
    });
    expect(screen.getByText('Verifikasi dua langkah belum aktif.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));

    expect((await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).getAttribute('src')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Kode Autentikator', { exact: false }), '123456');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));

    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(calls.find((c) => c.name === 'adminTotpConfirm')?.input).toEqual({ body: { otp: '123456' } });
  });
});
