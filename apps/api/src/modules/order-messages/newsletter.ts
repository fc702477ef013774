import type { DbOrTx } from '../../db/client';
import { enqueueMessages } from './outbox';

/** The newsletter sign-up's confirmation mail (with the signed unsubscribe link), written with the subscriber. */
export async function enqueueNewsletterWelcome(tx: DbOrTx, subscriberId: string, email: string): Promise<void> {
  await enqueueMessages(tx, [
    {
      key: `newsletter:${subscriberId}:welcome`,
      kind: 'newsletter.welcome',
      channel: 'email',
      recipient: email,
      payload: { subscriberId },
    },
  ]);
}
