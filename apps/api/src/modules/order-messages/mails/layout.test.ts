import { describe, expect, it } from 'vitest';
import { whatsAppText } from '../compose';
import { renderMail, SHOP, type MailContent } from '../../messaging/mails/layout';
import { newsletterWelcome } from './newsletter';

const placed: MailContent = {
  preview: 'Pesanan NMW-20261123-ABCD1234 sudah kami terima.',
  heading: 'Menunggu Pembayaran',
  greeting: 'Halo Sari,',
  paragraphs: ['Selesaikan pembayaran sebelum 24 November 2026 pukul 14.05 WIB.'],
  items: ['2 × Serum Niacinamide 20 ml — Rp 150.000'],
  facts: [
    { label: 'Total Pembayaran', value: 'Rp 159.500' },
    { label: 'Nomor Virtual Account', value: '3935800001234567', strong: true },
  ],
  button: { label: 'Bayar Sekarang', url: 'https://rona.id/payment-guest/0b0e' },
  links: [{ label: 'Lacak Pesanan', url: 'https://rona.id/tracking-order/0b0e' }],
};

describe('mail templates (React Email)', () => {
  it('renders Indonesian HTML with the shop name and colour, phone width and a dark scheme', async () => {
    const { html } = await renderMail(placed);
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toContain('lang="id"');
    expect(html).toContain(SHOP.name);
    expect(html).toContain(SHOP.brand);
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('href="https://rona.id/payment-guest/0b0e"');
    expect(html).toContain('3935800001234567');
    expect(html).toContain('Rp 159.500');
    // Text is escaped, never markup.
    const { html: hostile } = await renderMail({ ...placed, greeting: 'Halo <script>alert(1)</script>,' });
    expect(hostile).not.toContain('<script>alert(1)</script>');
  });

  it('renders a plain-text version with every fact and link', async () => {
    const { text } = await renderMail(placed);
    expect(text).toContain('Halo Sari,');
    expect(text).toContain('3935800001234567');
    expect(text).toContain('Bayar Sekarang');
    expect(text).toContain('https://rona.id/payment-guest/0b0e');
    expect(text).toContain('https://rona.id/tracking-order/0b0e');
    expect(text).not.toContain('<');
  });

  it('puts the unsubscribe link in promotional mail only', async () => {
    const welcome = newsletterWelcome({
      shopUrl: 'https://rona.id/products',
      unsubscribeUrl: 'https://rona.id/subscribe/id/sig',
    });
    const promo = await renderMail(welcome);
    expect(promo.html).toContain('href="https://rona.id/subscribe/id/sig"');
    expect(promo.text).toContain('Berhenti berlangganan');
    expect((await renderMail(placed)).text).not.toContain('Berhenti berlangganan');
  });

  it('writes the same content as a short WhatsApp text', () => {
    const text = whatsAppText(placed);
    expect(text.split('\n')[0]).toBe('*Rona* — Menunggu Pembayaran');
    expect(text).toContain('Nomor Virtual Account: *3935800001234567*');
    expect(text).toContain('Bayar Sekarang: https://rona.id/payment-guest/0b0e');
    expect(text).toContain('Lacak Pesanan: https://rona.id/tracking-order/0b0e');
  });
});
