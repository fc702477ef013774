import type { DbOrTx } from '../../db/client';
import { enqueueMessages } from './outbox';

/** The outbox kind of the newsletter's welcome mail (compose.ts renders it). */
export const NEWSLETTER_WELCOME = 'newsletter.welcome';

/** The newsletter sign-up's confirmation mail (with the signed unsubscribe link), written with the subscriber. */
export async function enqueueNewsletterWelcome(tx: DbOrTx, subscriberId: string, email: string): Promise<void> {
  await enqueueMessages(tx, [
    {
      key: `newsletter:${subscriberId}:welcome`,
      kind: NEWSLETTER_WELCOME,
      channel: 'email',
      recipient: email,
      payload: { subscriberId },
    },
  ]);
}
