import type { QueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationType, SessionUser } from '@rona/domain';
import { apiKeys, apiQuery, getApiClient, type ApiResult } from './queries';

/** Spec 3 §9: the inbox pages by 5, unpaid orders are fetched 3 at a time, skin questions up to 100. */
export const NOTIFICATION_PAGE_SIZE = 5;
export const UNPAID_ORDERS_LIMIT = 3;
export const SKIN_QUESTION_LIMIT = 100;
export const POINTS_PAGE_SIZE = 10;

/** Cache keys of the member's data, for invalidation and direct cache updates. */
export const memberKeys = {
  profile: apiKeys.call('profile'),
  addresses: apiKeys.call('addressList'),
  notifications: apiKeys.endpoint('notificationList'),
  skinQuestions: apiKeys.endpoint('skinQuestions'),
  points: apiKeys.endpoint('points'),
};

/** Named reads of the member area and activity hub (spec 3 §7). */
export const memberProfileQuery = () => apiQuery('profile');
export const pointsQuery = (sessionId: string, page = 1) =>
  apiQuery('points', { params: { sessionId }, query: { page, limit: POINTS_PAGE_SIZE } });
export const pointOrderQuery = (invoice: string) => ({
  ...apiQuery('orderDetail', { params: { invoice } }),
  retry: false,
});
export const addressListQuery = () => apiQuery('addressList');
/** Region lists change only with a new data set: kept for the whole visit. */
export const provincesQuery = () => ({ ...apiQuery('provinces'), staleTime: Infinity });
export const citiesQuery = (provinceId: string) => ({
  ...apiQuery('cities', { query: { provinsi_id: provinceId } }),
  staleTime: Infinity,
  enabled: provinceId !== '',
});
export const districtsQuery = (cityId: string) => ({
  ...apiQuery('districts', { query: { kabupaten_id: cityId } }),
  staleTime: Infinity,
  enabled: cityId !== '',
});
export const bankListQuery = () => ({ ...apiQuery('bankList'), staleTime: 60 * 60_000 });
export const skinQuestionsQuery = () => apiQuery('skinQuestions', { query: { page: 1, limit: SKIN_QUESTION_LIMIT } });
export const notificationListQuery = (type: NotificationType | undefined, page = 1) =>
  apiQuery('notificationList', { query: { type, page, limit: NOTIFICATION_PAGE_SIZE } });
export const unpaidOrdersQuery = (page = 1) =>
  apiQuery('orderSearch', { query: { status: 'WAITING_PAYMENT', page, limit: UNPAID_ORDERS_LIMIT } });

/** Sends one image as the multipart field `image` (image-single); answers with the stored URL. */
export function uploadImage(file: File): Promise<ApiResult<'uploadImage'>> {
  const formData = new FormData();
  formData.append('image', file);
  return getApiClient().call('uploadImage', { formData });
}

/** Puts a fresh member (answer of a profile write) into the cache, so every screen shows it at once. */
export function storeMember(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(memberKeys.profile, user);
}

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
