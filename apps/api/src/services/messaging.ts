import fp from 'fastify-plugin';
import { createMessaging, type Messaging } from '../modules/messaging';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and WhatsApp delivery (SMTP / WhatsApp Cloud, or the outbox sandbox). */
    messaging: Messaging;
  }
}

/** `app.messaging`: SMTP and WhatsApp Cloud as configured, the outbox table otherwise; closed with the app. */
export const messagingPlugin = fp(
  async (app) => {
    const messaging = createMessaging(app.config, app.db, app.log);
    app.decorate('messaging', messaging);
    app.addHook('onClose', async () => {
      await messaging.close();
    });
  },
  { name: 'messaging', dependencies: ['config', 'database'] },
);
