import nodemailer from 'nodemailer';
import { DeliveryError, type Mailer } from './types';

/** nodemailer over the configured SMTP URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(m) {
      try {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
        });
      } catch (cause) {
        throw new DeliveryError('SMTP delivery failed', { cause });
      }
    },
    close: () => transport.close(),
  };
}
