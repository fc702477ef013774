import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationPage, NotificationType } from '@rona/domain';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { unreadNotificationCount } from '../account/profile';
import { activityMessages as m } from './messages';

/** The member's inbox, newest first; `unread` counts every type (the header badge). */
export async function listNotifications(
  db: Database,
  userId: string,
  query: { type?: NotificationType; page: number; limit: number },
): Promise<NotificationPage> {
  const filters: SQL[] = [eq(notifications.userId, userId)];
  if (query.type) filters.push(eq(notifications.type, query.type));
  const where = and(...filters);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = count?.n ?? 0;
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
export async function markNotificationRead(db: Database, userId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id })
    : [];
  if (!row) throw notFound(m.notificationNotFound);
  return { id: row.id, read: true as const, unread: await unreadNotificationCount(db, userId) };
}

/** Puts a message in a member's inbox (order status changes, promotions); it starts unread. */
export async function addNotification(
  db: Database,
  entry: {
    userId: string;
    type: NotificationType;
    title: string;
    description: string;
    link?: string | null;
    icon?: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: entry.userId,
      type: entry.type,
      title: entry.title,
      description: entry.description,
      link: entry.link ?? null,
      icon: entry.icon ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  return row.id;
}
