import type { MailContent } from '../../messaging/mails/layout';

/** The confirmation a newsletter sign-up gets (promotional: it carries the unsubscribe link). */
export function newsletterWelcome(opts: { shopUrl: string; unsubscribeUrl: string }): MailContent {
  return {
    preview: 'Terima kasih sudah berlangganan newsletter Rona.',
    heading: 'Berlangganan Berhasil',
    greeting: 'Halo Kak,',
    paragraphs: [
      'Terima kasih sudah berlangganan newsletter Rona. Kamu akan jadi yang pertama tahu soal produk baru, promo dan voucher diskon.',
      'Kalau suatu saat tidak ingin menerima email promo lagi, cukup tekan tautan berhenti berlangganan di bagian bawah setiap email.',
    ],
    button: { label: 'Mulai Belanja', url: opts.shopUrl },
    unsubscribeUrl: opts.unsubscribeUrl,
  };
}
