import { SegmentedControl } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { NotificationItem } from '@rona/domain';
import { notificationListQuery, notificationReadMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { activityMessages } from '@rona/i18n/areas/activity';
import { EmptyState, ErrorState } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { formatShopDateTime } from '@rona/rules';
import { PanelSkeleton } from '../../shared/member-area/panel-skeleton';
import classes from '../../shared/member-area/member-area.module.css';
import { NOTIFICATION_MENUS, notificationMenuOf, pageOf } from '../../shared/member-area/activity-tabs';
import activity from './activity.module.css';

const t = translator(activityMessages);

/** Kotak Masuk (spec 3 §2): Transaksi / Update, 5 per page; a click on an unread item marks it read. */
export default function NotificationTab() {
  const [params, setParams] = useSearchParams();
  const type = notificationMenuOf(params.get('menu'));
  const page = pageOf(params.get('page'));
  const queryClient = useQueryClient();
  const list = useQuery(notificationListQuery(type, page));
  const listTop = useListTopOnPaging<HTMLElement>(page);
  const read = useMutation(notificationReadMutation(queryClient));
  const go = (menu: string, nextPage?: number) =>
    setParams({ action: 'notification', menu, ...(nextPage && nextPage > 1 ? { page: String(nextPage) } : {}) });

  return (
    <section className={classes.stack} aria-labelledby="notification-title" ref={listTop}>
      <div className={classes.spread}>
        <h2 id="notification-title" className={classes.sectionTitle}>
          {t('activity.notification.title')}
          {list.data && list.data.unread > 0 && (
            <span className={activity.count}> ({t('activity.notification.unread', { count: list.data.unread })})</span>
          )}
        </h2>
        <SegmentedControl
          aria-label={t('activity.notification.types')}
          value={type}
          onChange={(menu) => go(menu)}
          data={NOTIFICATION_MENUS.map((m) => ({ value: m, label: t(`activity.notification.${m}`) }))}
        />
      </div>
      {list.isPending ? (
        <PanelSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('error.pageLoad')} error={list.error} onRetry={() => void list.refetch()} level={3} />
      ) : list.data.datas.length === 0 ? (
        <EmptyState title={t('activity.notification.empty')} level={3} />
      ) : (
        <ul className={classes.list}>
          {list.data.datas.map((n) => (
            <li key={n.id}>
              <NotificationRow item={n} onOpen={() => !n.read && read.mutate(n.id)} />
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination
          page={list.data.page.currentPage}
          totalPages={list.data.page.totalPage}
          onChange={(p) => go(type, p)}
        />
      )}
    </section>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={`${activity.notification} ${item.read ? '' : activity.unread}`}
      onClick={onOpen}
      data-read={item.read}
      aria-describedby={item.read ? undefined : `unread-${item.id}`}
    >
      <span className={activity.meta}>
        <span>{t(`activity.notification.${item.type}`)}</span>
        <time dateTime={item.createdAt}>{formatShopDateTime(item.createdAt)}</time>
      </span>
      <strong>{item.title}</strong>
      <span className={activity.description}>{item.description}</span>
      {!item.read && (
        <span id={`unread-${item.id}`} className={activity.dot}>
          {t('activity.notification.unreadMark')}
        </span>
      )}
    </button>
  );
}
