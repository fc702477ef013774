import { BRAND_NAME } from '@rona/i18n';
import type { MailMessage, WhatsAppMessage } from '../messaging';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One simple, inline-styled layout (mail clients ignore style sheets): greeting, paragraphs, a button, a footer. */
function layout(opts: {
  title: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}) {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#333">${escapeHtml(text)}</p>`;
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:24px;background:#f7f1ee;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#c0765a">${escapeHtml(BRAND_NAME)}</h1>
${p(opts.greeting)}
${opts.paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;padding:12px 24px;background:#c0765a;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${escapeHtml(opts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#666">Jika tombol tidak berfungsi, salin tautan ini ke browser kamu:<br><a href="${escapeHtml(opts.action.url)}" style="color:#c0765a;word-break:break-all">${escapeHtml(opts.action.url)}</a></p>
<p style="margin:0;font-size:13px;line-height:1.6;color:#666">${escapeHtml(opts.footnote)}</p>
</td></tr></table>
</body></html>`;
  const text = [
    opts.greeting,
    '',
    ...opts.paragraphs.flatMap((x) => [x, '']),
    `${opts.action.label}: ${opts.action.url}`,
    '',
    opts.footnote,
    '',
    `Salam hangat,\nTim ${BRAND_NAME}`,
  ].join('\n');
  return { html, text };
}

export function resetPasswordMail(
  to: string,
  fullName: string,
  url: string,
  token: string,
  validMinutes: number,
): MailMessage {
  const subject = `Reset Kata Sandi Akun ${BRAND_NAME}`;
  return {
    to,
    subject,
    ...layout({
      title: subject,
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `Kami menerima permintaan untuk mengatur ulang kata sandi akun ${BRAND_NAME} kamu.`,
        `Klik tombol di bawah untuk membuat kata sandi baru. Tautan ini berlaku ${validMinutes} menit dan hanya dapat digunakan satu kali.`,
      ],
      action: { label: 'Buat Kata Sandi Baru', url },
      footnote: 'Jika kamu tidak meminta reset kata sandi, abaikan email ini. Kata sandi kamu tidak akan berubah.',
    }),
    data: { kind: 'reset_password', token, url },
  };
}

export function verifyEmailMail(
  to: string,
  fullName: string,
  url: string,
  uuid: string,
  validDays: number,
): MailMessage {
  const subject = `Verifikasi Email Akun ${BRAND_NAME}`;
  return {
    to,
    subject,
    ...layout({
      title: subject,
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `Terima kasih telah bergabung di ${BRAND_NAME}. Satu langkah lagi: verifikasi alamat email kamu agar dapat menerima info transaksi dan promo.`,
        `Tautan ini berlaku ${validDays} hari.`,
      ],
      action: { label: 'Verifikasi Email', url },
      footnote: `Jika kamu tidak merasa mendaftar di ${BRAND_NAME}, abaikan email ini.`,
    }),
    data: { kind: 'verify_email', uuid, url },
  };
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
): MailMessage {
  const subject = `${CHANGE_LABEL[change]} akun ${BRAND_NAME} kamu telah diubah`;
  return {
    to,
    subject,
    ...layout({
      title: subject,
      greeting: `Halo ${fullName},`,
      paragraphs: [
        `${CHANGE_LABEL[change]} akun ${BRAND_NAME} kamu baru saja diubah${detail ? ` (${detail})` : ''}. Semua sesi lain di perangkat lain telah dikeluarkan.`,
        'Jika kamu tidak melakukan perubahan ini, segera atur ulang kata sandi kamu dan hubungi layanan pelanggan kami.',
      ],
      action: { label: 'Atur Ulang Kata Sandi', url: resetUrl },
      footnote: 'Jika perubahan ini kamu lakukan sendiri, abaikan email ini.',
    }),
    data: { kind: 'account_changed', change },
  };
}

export function phoneChangedWhatsApp(to: string): WhatsAppMessage {
  return {
    to,
    text: `Nomor telepon akun ${BRAND_NAME} kamu telah diganti ke nomor lain. Jika bukan kamu yang menggantinya, segera atur ulang kata sandi kamu dan hubungi layanan pelanggan ${BRAND_NAME}.`,
    data: { kind: 'account_changed', change: 'phone' },
  };
}
