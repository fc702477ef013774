import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@rona/domain';
import type { Database } from '../../db/client';
import { notificationSettings, subscribers, users } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';
import { messages } from '../../http/messages';
import { memberMessages as m } from './messages';

/**
 * Saves the member's notification settings; only with a verified e-mail (spec 3 §5). The promo
 * and new-product choices also apply to the newsletter subscription of the same address.
 */
export async function updateNotificationSettings(
  db: Database,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const [user] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized(messages.sessionExpired);
  if (!user.verified) throw forbidden(m.notificationNeedsEmail);
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
    const [subscriber] = await tx.select().from(subscribers).where(eq(subscribers.email, user.email));
    if (subscriber) {
      const preferences = {
        ...subscriber.preferences,
        discountVoucher: settings.promotion.discountVoucher,
        newProduct: settings.promotion.newProduct,
      };
      await tx.update(subscribers).set({ preferences }).where(eq(subscribers.id, subscriber.id));
    }
  });
  return settings;
}
