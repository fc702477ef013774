import { BRAND_NAME } from '@rona/i18n';
import type { MailMessage } from '../messaging';
import { renderMail } from '../messaging/mails/layout';

/** The invitation to the back office: one button to set a password (the link is good once, for `validHours`). */
export async function staffInvitationMail(
  to: string,
  c: { name: string; roleName: string; invitedBy: string; url: string; token: string; validHours: number },
): Promise<MailMessage> {
  const { html, text } = await renderMail({
    preview: `${c.invitedBy} mengundang Anda ke back office ${BRAND_NAME}`,
    heading: 'Undangan Staf',
    greeting: `Halo ${c.name},`,
    paragraphs: [
      `${c.invitedBy} mengundang Anda ke back office ${BRAND_NAME} sebagai ${c.roleName}.`,
      `Tekan tombol di bawah untuk membuat kata sandi Anda. Tautan ini berlaku ${c.validHours} jam dan hanya dapat digunakan satu kali.`,
      'Jika Anda tidak mengenal undangan ini, abaikan email ini.',
    ],
    button: { label: 'Buat Kata Sandi', url: c.url },
    links: [{ label: 'Tombol tidak berfungsi? Buka tautan ini', url: c.url }],
  });
  return {
    to,
    subject: `Undangan Staf ${BRAND_NAME}`,
    html,
    text,
    data: { kind: 'staff_invitation', token: c.token, url: c.url },
  };
}
