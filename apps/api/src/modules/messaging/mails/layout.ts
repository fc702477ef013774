// React only as React Email's element factory for server-rendered mail (no UI in the API; decision 010).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createElement as h, type ReactNode } from 'react';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';

/** The shop's name and colours as the mails show them (the rose of libs/shared/ui theme.ts, shade 7: AA on white). */
export const SHOP = {
  name: 'Rona',
  brand: '#b94429',
  brandSoft: '#fff1ee',
  text: '#1f1f1f',
  dimmed: '#5c5f66',
  darkBackground: '#1a1b1e',
  darkCard: '#25262b',
  darkText: '#f1f3f5',
} as const;

/** One line of a detail table: 'Total Pembayaran' → 'Rp 115.000'. */
export interface MailFact {
  label: string;
  value: string;
  /** Shown big (the VA number, the store code): easy to copy on a phone. */
  strong?: boolean;
}

/** What a mail says, in the shop's words; the layout does the rest. */
export interface MailContent {
  /** The inbox preview line. */
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  facts?: MailFact[];
  /** Lines of the order ('2 × Serum Vitamin C 30 ml'). */
  items?: string[];
  button?: { label: string; url: string };
  /** Links under the button ('Lacak pesanan'). */
  links?: { label: string; url: string }[];
  /** Promotional mails: the signed /subscribe link. */
  unsubscribeUrl?: string;
}

/**
 * Dark mode: clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook.com) get a dark page;
 * the others keep the light one, which color-scheme meta marks as fit for both. Inline styles carry
 * the light look for clients that drop <style>.
 */
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .rona-body { background-color: ${SHOP.darkBackground} !important; }
  .rona-card { background-color: ${SHOP.darkCard} !important; }
  .rona-text, .rona-heading, .rona-fact { color: ${SHOP.darkText} !important; }
  .rona-dimmed { color: #c1c2c5 !important; }
  .rona-strong { background-color: #3b2a26 !important; color: #ffd8cf !important; }
  .rona-link { color: #f6a08b !important; }
}
@media only screen and (max-width: 480px) {
  .rona-card { padding: 20px 16px !important; }
  .rona-heading { font-size: 20px !important; }
}`;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function facts(list: MailFact[]): ReactNode {
  return h(
    Section,
    { style: { margin: '16px 0' } },
    ...list.map((f, i) => {
      const label = h(
        Column,
        { key: 'label', style: { width: '45%', verticalAlign: 'top' } },
        h(
          Text,
          { className: 'rona-dimmed', style: { margin: '4px 0', fontSize: '14px', color: SHOP.dimmed } },
          f.label,
        ),
      );
      const value = h(
        Column,
        { key: 'value', style: { verticalAlign: 'top' } },
        h(
          Text,
          {
            className: f.strong ? 'rona-strong' : 'rona-fact',
            style: f.strong
              ? {
                  margin: '4px 0',
                  fontSize: '20px',
                  fontWeight: 700,
                  letterSpacing: '1px',
                  color: SHOP.brand,
                  backgroundColor: SHOP.brandSoft,
                  padding: '4px 8px',
                  borderRadius: '6px',
                }
              : { margin: '4px 0', fontSize: '14px', fontWeight: 600, color: SHOP.text },
          },
          f.value,
        ),
      );
      return h(Row, { key: i, children: [label, value] });
    }),
  );
}

/** The shop's mail: name in its colour, one card, one button, readable at 320 px wide. */
export function ShopMail(c: MailContent): ReactNode {
  const para = (text: string, key: number) =>
    h(
      Text,
      {
        key,
        className: 'rona-text',
        style: { fontSize: '15px', lineHeight: '24px', color: SHOP.text, margin: '0 0 12px' },
      },
      text,
    );
  return h(
    Html,
    { lang: 'id', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_CSS),
    ),
    h(Preview, null, c.preview),
    h(
      Body,
      { className: 'rona-body', style: { backgroundColor: '#f8f9fa', fontFamily: font, margin: 0, padding: '24px 0' } },
      h(
        Container,
        { style: { maxWidth: '560px', width: '100%', margin: '0 auto' } },
        h(
          Text,
          {
            style: {
              fontSize: '26px',
              fontWeight: 800,
              color: SHOP.brand,
              margin: '0 16px 12px',
              letterSpacing: '0.5px',
            },
          },
          SHOP.name,
        ),
        h(
          Section,
          {
            className: 'rona-card',
            style: {
              backgroundColor: '#ffffff',
              borderRadius: '12px',
              padding: '28px 24px',
              borderTop: `4px solid ${SHOP.brand}`,
            },
          },
          h(
            Heading,
            {
              as: 'h1',
              className: 'rona-heading',
              style: { fontSize: '22px', lineHeight: '28px', color: SHOP.text, margin: '0 0 16px' },
            },
            c.heading,
          ),
          para(c.greeting, -1),
          ...c.paragraphs.map(para),
          c.items?.length
            ? h(
                Section,
                { style: { margin: '8px 0' } },
                ...c.items.map((item, i) =>
                  h(
                    Text,
                    { key: i, className: 'rona-text', style: { fontSize: '14px', margin: '2px 0', color: SHOP.text } },
                    `• ${item}`,
                  ),
                ),
              )
            : null,
          c.facts?.length ? facts(c.facts) : null,
          c.button
            ? h(
                Section,
                { style: { margin: '20px 0 8px' } },
                h(
                  Button,
                  {
                    href: c.button.url,
                    style: {
                      backgroundColor: SHOP.brand,
                      color: '#ffffff',
                      fontSize: '16px',
                      fontWeight: 700,
                      padding: '14px 24px',
                      borderRadius: '8px',
                      display: 'block',
                      textAlign: 'center',
                    },
                  },
                  c.button.label,
                ),
              )
            : null,
          ...(c.links ?? []).map((l, i) =>
            h(
              Text,
              { key: `l${i}`, style: { fontSize: '14px', margin: '8px 0' } },
              h(
                Link,
                { href: l.url, className: 'rona-link', style: { color: SHOP.brand, textDecoration: 'underline' } },
                l.label,
              ),
            ),
          ),
        ),
        h(Hr, { style: { borderColor: '#dee2e6', margin: '20px 16px' } }),
        h(
          Text,
          {
            className: 'rona-dimmed',
            style: { fontSize: '12px', lineHeight: '18px', color: SHOP.dimmed, margin: '0 16px' },
          },
          `${SHOP.name} — skincare & klinik kecantikan. Email ini dikirim otomatis, mohon tidak membalas.`,
        ),
        c.unsubscribeUrl
          ? h(
              Text,
              { className: 'rona-dimmed', style: { fontSize: '12px', color: SHOP.dimmed, margin: '8px 16px 0' } },
              'Tidak ingin menerima email promo lagi? ',
              h(
                Link,
                {
                  href: c.unsubscribeUrl,
                  className: 'rona-link',
                  style: { color: SHOP.brand, textDecoration: 'underline' },
                },
                'Berhenti berlangganan',
              ),
            )
          : null,
      ),
    ),
  );
}

/** The HTML and the plain-text version of one mail (React Email renders both). */
export async function renderMail(content: MailContent): Promise<{ html: string; text: string }> {
  const element = ShopMail(content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
