/** A mail as the shop writes it: Indonesian HTML and plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Machine-readable parts (token, uuid…) kept with the outbox copy so testers need not parse text. */
  data?: Record<string, unknown>;
  /** Extra headers, e.g. List-Unsubscribe on promotional mail. */
  headers?: Record<string, string>;
}

export interface WhatsAppMessage {
  /** `62…` */
  to: string;
  text: string;
  data?: Record<string, unknown>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface WhatsAppSender {
  readonly kind: 'whatsapp-cloud' | 'outbox';
  send(message: WhatsAppMessage): Promise<void>;
}

/** Where the shop's messages go; chosen from the config (see ./index.ts). */
export interface Messaging {
  mail: Mailer;
  whatsapp: WhatsAppSender;
  close(): Promise<void>;
}

/** A delivery the provider refused or could not take; callers answer the user with a retry message. */
export class DeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}
