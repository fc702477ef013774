import { describe, expect, it } from 'vitest';
import { SHOP } from '../messaging/mails/layout';
import { accountChangedMail, resetPasswordMail, verifyEmailMail } from './mails';

describe('account mails in the shop layout (React Email)', () => {
  it('keep their subjects and links, in the layout of the order mails (brand, dark mode, text part)', async () => {
    const reset = await resetPasswordMail(
      'sari@contoh.id',
      'Sari',
      'https://rona.test/reset-password/t0k3n',
      't0k3n',
      60,
    );
    const verify = await verifyEmailMail(
      'sari@contoh.id',
      'Sari',
      'https://rona.test/verification-email/u-1',
      'u-1',
      3,
    );
    const changed = await accountChangedMail(
      'sari@contoh.id',
      'Sari',
      'bank',
      'nomor rekening ******7890',
      'https://rona.test/forgot-password',
    );
    expect([reset.subject, verify.subject, changed.subject]).toEqual([
      'Reset Kata Sandi Akun Rona',
      'Verifikasi Email Akun Rona',
      'Rekening bank akun Rona kamu telah diubah',
    ]);
    for (const [mail, url] of [
      [reset, 'https://rona.test/reset-password/t0k3n'],
      [verify, 'https://rona.test/verification-email/u-1'],
      [changed, 'https://rona.test/forgot-password'],
    ] as const) {
      expect(mail.html).toContain(SHOP.brand);
      expect(mail.html).toContain('prefers-color-scheme: dark');
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('Halo Sari,');
      expect(mail.text).not.toContain('<');
    }
    expect(reset.text).toContain('berlaku 60 menit');
    expect(verify.text).toContain('berlaku 3 hari');
    expect(changed.text).toContain('******7890');
    expect(reset.data).toEqual({
      kind: 'reset_password',
      token: 't0k3n',
      url: 'https://rona.test/reset-password/t0k3n',
    });
    expect(verify.data).toEqual({ kind: 'verify_email', uuid: 'u-1', url: 'https://rona.test/verification-email/u-1' });
    // Account mails are not promotional: no unsubscribe link.
    expect(verify.text).not.toContain('Berhenti berlangganan');
  });
});
