import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@rona/domain';
import { PAGE_SIZES } from '@rona/domain/browser';
import { apiKeys, apiQuery, getApiClient, type ApiResult } from './queries';

/** Cache keys of the member's data, for invalidation and direct cache updates. */
export const memberKeys = {
  profile: apiKeys.call('profile'),
  addresses: apiKeys.call('addressList'),
  notifications: apiKeys.endpoint('notificationList'),
  skinQuestions: apiKeys.endpoint('skinQuestions'),
  points: apiKeys.endpoint('points'),
};

/** Named reads of the member's own data (spec 3 §7). */
export const memberProfileQuery = () => apiQuery('profile');
export const pointsQuery = (sessionId: string, page = 1) =>
  apiQuery('points', { params: { sessionId }, query: { page, limit: PAGE_SIZES.points } });
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
export const skinQuestionsQuery = () =>
  apiQuery('skinQuestions', { query: { page: 1, limit: PAGE_SIZES.skinQuestions } });

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
