import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@rona/domain';
import { notificationListQuery, notificationReadMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { truncate } from '@rona/rules';
import { notificationLinkTarget, paths } from '@rona/routes';
import { actionButtonClass } from '../../feedback/empty-state';
import { BellIcon } from '../../icons/icons';
import { AppLink } from '../../navigation/app-link';
import { useAppNavigate } from '../../navigation/use-app-navigate';
import own from './notification-panel.module.css';
import classes from './panel.module.css';

const t = translator(accountMessages);

const DESCRIPTION_LIMIT = 80;

/**
 * The member's latest notifications (all types) in the header. Unread ones are highlighted; a
 * click marks an unread one read and then follows its link, with the two old server paths
 * rewritten to activity tabs (spec 3 §2). A lazy chunk, fetched on hover or click.
 */
export default function NotificationPanel() {
  const queryClient = useQueryClient();
  const list = useQuery(notificationListQuery(undefined, 1));
  const read = useMutation({ ...notificationReadMutation(queryClient), meta: { silent: true } });
  const navigate = useAppNavigate();

  const open = async (item: NotificationItem) => {
    // The read call must finish before a full page load to another app would cancel it.
    if (!item.read) await read.mutateAsync(item.id).catch(() => undefined);
    if (item.link) navigate(notificationLinkTarget(item.link));
  };

  const unread = list.data?.unread ?? 0;
  return (
    <div>
      <p className={classes.title}>
        {t('header.notifications')}
        {unread > 0 && <span className={own.count}> ({t('activity.notification.unread', { count: unread })})</span>}
      </p>
      {list.isPending ? (
        <p className={classes.empty}>{t('loading')}</p>
      ) : list.isError ? (
        <p className={classes.empty} role="alert">
          {t('error.reload')}{' '}
          <button type="button" className={actionButtonClass} onClick={() => void list.refetch()}>
            {t('error.retry')}
          </button>
        </p>
      ) : list.data.datas.length === 0 ? (
        <p className={classes.empty}>{t('header.notificationsEmpty')}</p>
      ) : (
        <ul className={own.list}>
          {list.data.datas.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`${own.item} ${item.read ? '' : own.unread}`}
                data-read={item.read}
                onClick={() => void open(item)}
              >
                {item.icon ? <img src={item.icon} alt="" width={32} height={32} loading="lazy" /> : <BellIcon />}
                <span>
                  <span className={classes.itemName}>{item.title}</span>
                  <br />
                  <span className={classes.itemMeta}>{truncate(item.description, DESCRIPTION_LIMIT)}</span>
                  {!item.read && <span className={own.srOnly}> ({t('activity.notification.unreadMark')})</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AppLink className={classes.cta} to={paths.activity('notification')}>
        {t('header.notificationsSeeAll')}
      </AppLink>
    </div>
  );
}
