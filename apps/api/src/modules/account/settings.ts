import type { NotificationSettings } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { forbidden, unauthorized } from '../../http/errors';
import { messages } from '../../http/messages';
import { memberMessages as m } from './messages';
import { contactOf, followSubscriberPreferences, saveNotificationSettings } from './repository';

/**
 * Saves the member's notification settings; only with a verified e-mail (spec 3 §5). The promo
 * and new-product choices also apply to the newsletter subscription of the same address.
 */
export async function updateNotificationSettings(
  db: DbOrTx,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const user = await contactOf(db, userId);
  if (!user) throw unauthorized(messages.sessionExpired);
  if (!user.verified) throw forbidden(m.notificationNeedsEmail);
  await db.transaction(async (tx) => {
    await saveNotificationSettings(tx, userId, settings);
    await followSubscriberPreferences(tx, user.email, settings);
  });
  return settings;
}
