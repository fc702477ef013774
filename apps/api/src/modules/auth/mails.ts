import { BRAND_NAME } from '@rona/i18n';
import type { MailMessage, WhatsAppMessage } from '../messaging';
import { renderMail } from '../messaging/mails/layout';

/**
 * The account mails (reset password, e-mail verification, account changed) in the same React Email
 * layout as the order mails (decision 010): the shop's name and rose, one card that fits a phone,
 * a dark version, a text part. Each has one button and, under it, the same link written out for
 * mail apps that do not show buttons.
 */
async function accountMail(
  to: string,
  subject: string,
  c: {
    heading: string;
    greeting: string;
    paragraphs: string[];
    button: { label: string; url: string };
    footnote: string;
  },
  data: Record<string, unknown>,
): Promise<MailMessage> {
  const { html, text } = await renderMail({
    preview: c.paragraphs[0] ?? c.heading,
    heading: c.heading,
    greeting: c.greeting,
    paragraphs: [...c.paragraphs, c.footnote],
    button: c.button,
    links: [{ label: 'Tombol tidak berfungsi? Buka tautan ini', url: c.button.url }],
  });
  return { to, subject, html, text, data };
}

export function resetPasswordMail(
  to: string,
  fullName: string,
  url: string,
  token: string,
  validMinutes: number,
): Promise<MailMessage> {
  return accountMail(
    to,
    `Reset Kata Sandi Akun ${BRAND_NAME}`,
    {
      heading: 'Reset Kata Sandi',
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `Kami menerima permintaan untuk mengatur ulang kata sandi akun ${BRAND_NAME} kamu.`,
        `Tekan tombol di bawah untuk membuat kata sandi baru. Tautan ini berlaku ${validMinutes} menit dan hanya dapat digunakan satu kali.`,
      ],
      button: { label: 'Buat Kata Sandi Baru', url },
      footnote: 'Jika kamu tidak meminta reset kata sandi, abaikan email ini. Kata sandi kamu tidak akan berubah.',
    },
    { kind: 'reset_password', token, url },
  );
}

export function verifyEmailMail(
  to: string,
  fullName: string,
  url: string,
  uuid: string,
  validDays: number,
): Promise<MailMessage> {
  return accountMail(
    to,
    `Verifikasi Email Akun ${BRAND_NAME}`,
    {
      heading: 'Verifikasi Email',
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `Terima kasih telah bergabung di ${BRAND_NAME}. Satu langkah lagi: verifikasi alamat email kamu agar dapat menerima info transaksi dan promo.`,
        `Tautan ini berlaku ${validDays} hari.`,
      ],
      button: { label: 'Verifikasi Email', url },
      footnote: `Jika kamu tidak merasa mendaftar di ${BRAND_NAME}, abaikan email ini.`,
    },
    { kind: 'verify_email', uuid, url },
  );
}

export function otpWhatsApp(to: string, code: string, validMinutes: number): WhatsAppMessage {
  return {
    to,
    text: `${code} adalah kode OTP ${BRAND_NAME} kamu. Berlaku ${validMinutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk pihak yang mengaku dari ${BRAND_NAME}.`,
    data: { kind: 'otp', otp: code },
  };
}

/** What changed on the account, for the notice to the old address (issue 12 §3). */
export type AccountChange = 'email' | 'phone' | 'bank';

const CHANGE_LABEL: Record<AccountChange, string> = { email: 'Email', phone: 'Nomor telepon', bank: 'Rekening bank' };

/**
 * The notice that an account detail changed, to the address that knew the account before the
 * change. It names what changed (a bank account only by its last digits, never the new e-mail or
 * number) and what to do if it was not the member: reset the password, which ends every session.
 */
export function accountChangedMail(
  to: string,
  fullName: string,
  change: AccountChange,
  detail: string | null,
  resetUrl: string,
): Promise<MailMessage> {
  return accountMail(
    to,
    `${CHANGE_LABEL[change]} akun ${BRAND_NAME} kamu telah diubah`,
    {
      heading: `${CHANGE_LABEL[change]} Akun Diubah`,
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `${CHANGE_LABEL[change]} akun ${BRAND_NAME} kamu baru saja diubah${detail ? ` (${detail})` : ''}. Semua sesi lain di perangkat lain telah dikeluarkan.`,
        'Jika kamu tidak melakukan perubahan ini, segera atur ulang kata sandi kamu dan hubungi layanan pelanggan kami.',
      ],
      button: { label: 'Atur Ulang Kata Sandi', url: resetUrl },
      footnote: 'Jika perubahan ini kamu lakukan sendiri, abaikan email ini.',
    },
    { kind: 'account_changed', change },
  );
}

export function phoneChangedWhatsApp(to: string): WhatsAppMessage {
  return {
    to,
    text: `Nomor telepon akun ${BRAND_NAME} kamu telah diganti ke nomor lain. Jika bukan kamu yang menggantinya, segera atur ulang kata sandi kamu dan hubungi layanan pelanggan ${BRAND_NAME}.`,
    data: { kind: 'account_changed', change: 'phone' },
  };
}
