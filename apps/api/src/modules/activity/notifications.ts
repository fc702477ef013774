import type { NotificationPage, NotificationType } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { unreadNotificationCount } from '../account/repository';
import { activityMessages as m } from './messages';
import { insertNotification, markNotificationReadRow, notificationCount, notificationPage } from './repository';

/** The member's inbox, newest first; `unread` counts every type (the header badge). */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: { type?: NotificationType; page: number; limit: number },
): Promise<NotificationPage> {
  const total = await notificationCount(db, userId, query.type);
  const rows = await notificationPage(db, userId, query.type, query.limit, (query.page - 1) * query.limit);
  return {
    datas: rows.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      description: n.description,
      icon: n.icon,
      link: n.link,
      read: n.read,
      createdAt: n.createdAt.toISOString(),
    })),
    page: { currentPage: query.page, totalPage: Math.ceil(total / query.limit), totalData: total, limit: query.limit },
    unread: await unreadNotificationCount(db, userId),
  };
}

/** Unread → read, one-way; reading a read one again changes nothing. Another member's id is not found. */
export async function markNotificationRead(db: DbOrTx, userId: string, id: string) {
  const readId = isUuid(id) ? await markNotificationReadRow(db, userId, id) : null;
  if (!readId) throw notFound(m.notificationNotFound);
  return { id: readId, read: true as const, unread: await unreadNotificationCount(db, userId) };
}

/** Puts a message in a member's inbox (order status changes, promotions); it starts unread. */
export async function addNotification(
  db: DbOrTx,
  entry: {
    userId: string;
    type: NotificationType;
    title: string;
    description: string;
    link?: string | null;
    icon?: string | null;
  },
): Promise<string> {
  return insertNotification(db, {
    userId: entry.userId,
    type: entry.type,
    title: entry.title,
    description: entry.description,
    link: entry.link ?? null,
    icon: entry.icon ?? null,
  });
}
