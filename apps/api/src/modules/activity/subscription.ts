import { eq } from 'drizzle-orm';
import type { NotificationSettings, Subscription, SubscriptionUpdate } from '@rona/domain';
import type { Database } from '../../db/client';
import { notificationSettings, subscribers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../account/profile';
import { checkUnsubscribeSignature, signedUnsubscribePath } from '../order-messages/links';
import { activityMessages as m } from './messages';

type SubscriberRow = typeof subscribers.$inferSelect;

/** The unsubscribe link of a subscriber: /subscribe/{id}/{HMAC signature} (see order-messages/links.ts). */
export const unsubscribePath = (secret: string, s: Pick<SubscriberRow, 'id' | 'unsubscribeToken'>) =>
  signedUnsubscribePath(secret, s);

/** The subscriber of a link whose signature checks out; a forged or altered link finds no one. */
async function findSubscriber(
  db: Database,
  secret: string,
  id: string,
  signature: string,
): Promise<SubscriberRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row && checkUnsubscribeSignature(secret, row, signature) ? row : null;
}

/** The name shown on the page: the member's name for a member's address, else the address itself. */
async function view(db: Database, s: SubscriberRow): Promise<Subscription> {
  const [member] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.email, s.email));
  return {
    fullName: member?.fullName ?? s.email,
    // A preference never set is still wanted.
    discountVoucher: s.preferences.discountVoucher ?? true,
    newProduct: s.preferences.newProduct ?? true,
  };
}

/** fullName null: no subscriber behind the link, the page says 'Berlangganan Berhasil Dibatalkan'. */
export async function subscriptionDetail(
  db: Database,
  secret: string,
  id: string,
  token: string,
): Promise<Subscription> {
  const s = await findSubscriber(db, secret, id, token);
  return s ? view(db, s) : { fullName: null, discountVoucher: false, newProduct: false };
}

/** Stores the choices; a member with the same address gets the same promotion settings. */
export async function updateSubscription(
  db: Database,
  secret: string,
  id: string,
  token: string,
  body: SubscriptionUpdate,
): Promise<Subscription> {
  const s = await findSubscriber(db, secret, id, token);
  if (!s) throw notFound(m.subscriptionNotFound);
  const preferences = { ...s.preferences, discountVoucher: body.discountVoucher, newProduct: body.newProduct };
  await db.transaction(async (tx) => {
    await tx.update(subscribers).set({ preferences }).where(eq(subscribers.id, s.id));
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, s.email));
    if (!member) return;
    const [current] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, member.id));
    const base = current?.settings ?? DEFAULT_NOTIFICATION_SETTINGS;
    const settings: NotificationSettings = {
      ...base,
      promotion: { ...base.promotion, discountVoucher: body.discountVoucher, newProduct: body.newProduct },
    };
    await tx
      .insert(notificationSettings)
      .values({ userId: member.id, settings })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
  });
  return view(db, { ...s, preferences });
}

/** The one-click unsubscribe of a mail client (List-Unsubscribe-Post): every promotional mail off. False for a forged link. */
export async function unsubscribeEverything(
  db: Database,
  secret: string,
  id: string,
  signature: string,
): Promise<boolean> {
  const s = await findSubscriber(db, secret, id, signature);
  if (!s) return false;
  await updateSubscription(db, secret, id, signature, { discountVoucher: false, newProduct: false });
  await db
    .update(subscribers)
    .set({ preferences: { ...s.preferences, discountVoucher: false, newProduct: false, newsletter: false } })
    .where(eq(subscribers.id, s.id));
  return true;
}
