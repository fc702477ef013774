import type { NotificationSettings, Subscription, SubscriptionUpdate } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../account/profile';
import { saveNotificationSettings, storedNotificationSettings } from '../account/repository';
import { checkUnsubscribeSignature, signedUnsubscribePath } from '../messaging/links';
import { activityMessages as m } from './messages';
import { memberByEmail, setSubscriberPreferences, subscriberById, type SubscriberRow } from './repository';

/** The unsubscribe link of a subscriber: /subscribe/{id}/{HMAC signature} (see messaging/links.ts). */
export const unsubscribePath = (secret: string, s: Pick<SubscriberRow, 'id' | 'unsubscribeToken'>) =>
  signedUnsubscribePath(secret, s);

/** The subscriber of a link whose signature checks out; a forged or altered link finds no one. */
async function findSubscriber(
  db: DbOrTx,
  secret: string,
  id: string,
  signature: string,
): Promise<SubscriberRow | null> {
  if (!isUuid(id)) return null;
  const row = await subscriberById(db, id);
  return row && checkUnsubscribeSignature(secret, row, signature) ? row : null;
}

/** The name shown on the page: the member's name for a member's address, else the address itself. */
async function view(db: DbOrTx, s: SubscriberRow): Promise<Subscription> {
  const member = await memberByEmail(db, s.email);
  return {
    fullName: member?.fullName ?? s.email,
    // A preference never set is still wanted.
    discountVoucher: s.preferences.discountVoucher ?? true,
    newProduct: s.preferences.newProduct ?? true,
  };
}

/** fullName null: no subscriber behind the link, the page says 'Berlangganan Berhasil Dibatalkan'. */
export async function subscriptionDetail(db: DbOrTx, secret: string, id: string, token: string): Promise<Subscription> {
  const s = await findSubscriber(db, secret, id, token);
  return s ? view(db, s) : { fullName: null, discountVoucher: false, newProduct: false };
}

/** Stores the choices; a member with the same address gets the same promotion settings. */
export async function updateSubscription(
  db: DbOrTx,
  secret: string,
  id: string,
  token: string,
  body: SubscriptionUpdate,
): Promise<Subscription> {
  const s = await findSubscriber(db, secret, id, token);
  if (!s) throw notFound(m.subscriptionNotFound);
  const preferences = { ...s.preferences, discountVoucher: body.discountVoucher, newProduct: body.newProduct };
  await db.transaction(async (tx) => {
    await setSubscriberPreferences(tx, s.id, preferences);
    const member = await memberByEmail(tx, s.email);
    if (!member) return;
    const base = (await storedNotificationSettings(tx, member.id)) ?? DEFAULT_NOTIFICATION_SETTINGS;
    const settings: NotificationSettings = {
      ...base,
      promotion: { ...base.promotion, discountVoucher: body.discountVoucher, newProduct: body.newProduct },
    };
    await saveNotificationSettings(tx, member.id, settings);
  });
  return view(db, { ...s, preferences });
}

/** The one-click unsubscribe of a mail client (List-Unsubscribe-Post): every promotional mail off. False for a forged link. */
export async function unsubscribeEverything(
  db: DbOrTx,
  secret: string,
  id: string,
  signature: string,
): Promise<boolean> {
  const s = await findSubscriber(db, secret, id, signature);
  if (!s) return false;
  await updateSubscription(db, secret, id, signature, { discountVoucher: false, newProduct: false });
  await setSubscriberPreferences(db, s.id, {
    ...s.preferences,
    discountVoucher: false,
    newProduct: false,
    newsletter: false,
  });
  return true;
}
