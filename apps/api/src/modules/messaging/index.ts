import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { outboxMailer, outboxWhatsApp } from './outbox';
import { smtpMailer } from './smtp';
import type { Messaging } from './types';
import { whatsAppCloud } from './whatsapp';

export type { Mailer, MailMessage, Messaging, WhatsAppMessage, WhatsAppSender } from './types';
export { DeliveryError } from './types';

/** SMTP when `SMTP_URL` is set and WhatsApp Cloud when `WHATSAPP_*` are set; the outbox sandbox otherwise. */
export function createMessaging(config: Config, db: Database, log: FastifyBaseLogger): Messaging {
  const smtp = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
  if (config.env === 'production' && (!smtp || !config.whatsapp)) {
    log.warn(
      'messaging: SMTP_URL or WHATSAPP_API_URL is not set, those messages only go to the outbox table and the log',
    );
  }
  if (config.env === 'production' && config.mailLinkSecret.startsWith('rona-development')) {
    log.warn(
      "messaging: MAIL_LINK_SECRET is not set; unsubscribe links are signed with the development key (still bound to each subscriber's own token)",
    );
  }
  return {
    mail: smtp ?? outboxMailer(db, log),
    whatsapp: config.whatsapp ? whatsAppCloud(config.whatsapp) : outboxWhatsApp(db, log),
    close: async () => smtp?.close(),
  };
}
