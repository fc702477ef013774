import type { QueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationType, SessionUser } from '@rona/domain';
import { memberKeys } from './account';
import { apiKeys, apiQuery, getApiClient, type ApiResult } from './queries';

/** Spec 3 §9: the inbox pages by 5, unpaid orders are fetched 3 at a time. */
export const NOTIFICATION_PAGE_SIZE = 5;
export const UNPAID_ORDERS_LIMIT = 3;

/** Named reads of the activity hub and the unsubscribe page (spec 3 §7). */
export const notificationListQuery = (type: NotificationType | undefined, page = 1) =>
  apiQuery('notificationList', { query: { type, page, limit: NOTIFICATION_PAGE_SIZE } });
export const unpaidOrdersQuery = (page = 1) =>
  apiQuery('orderSearch', { query: { status: 'WAITING_PAYMENT', page, limit: UNPAID_ORDERS_LIMIT } });
export const subscriptionDetailQuery = (params: string, params2: string) =>
  apiQuery('subscriptionDetail', { params: { params, params2 } });

/**
 * Marks one notification read (one-way, spec 3 §4). Every cached inbox page and the member's
 * unread count change at once; the server's answer then sets the true count.
 */
export function notificationReadMutation(queryClient: QueryClient) {
  const setUnread = (unread: (current: number) => number) => {
    queryClient.setQueryData<SessionUser>(memberKeys.profile, (user) =>
      user ? { ...user, count: { notification: Math.max(0, unread(user.count.notification)) } } : user,
    );
    queryClient.setQueriesData<NotificationPage>({ queryKey: memberKeys.notifications }, (page) =>
      page ? { ...page, unread: Math.max(0, unread(page.unread)) } : page,
    );
  };
  return {
    mutationKey: apiKeys.endpoint('notificationRead'),
    mutationFn: (id: string) => getApiClient().call('notificationRead', { body: { id } }),
    onMutate: (id: string) => {
      queryClient.setQueriesData<NotificationPage>({ queryKey: memberKeys.notifications }, (page) =>
        page ? { ...page, datas: page.datas.map((n) => (n.id === id ? { ...n, read: true } : n)) } : page,
      );
      setUnread((n) => n - 1);
    },
    onSuccess: (result: ApiResult<'notificationRead'>) => setUnread(() => result.unread),
    onError: () => void queryClient.invalidateQueries({ queryKey: memberKeys.notifications }),
  };
}
