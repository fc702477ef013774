import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminQuery, apiKeys } from '@rona/api-client';
import { notifySuccess } from '@rona/ui';
import { moved } from './banner-values';
import { t } from './i18n';

/**
 * Moves one row and saves the whole order (`PUT /admin/v1/banner-order` or `/certificate-order`):
 * the list shows the new order at once and the API's answer replaces it (a refusal restores it).
 */
export function useOrder(list: 'adminBanners' | 'adminCertificates') {
  const queryClient = useQueryClient();
  const key = adminQuery(list).queryKey;
  const save = useMutation({
    mutationFn: async (ids: string[]) => {
      if (list === 'adminBanners') await adminCall('adminBannerOrder', { body: { ids } });
      else await adminCall('adminCertificateOrder', { body: { ids } });
    },
    onSuccess: () => notifySuccess(t('backoffice.banners.orderSaved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint(list) }),
  });
  const move = (from: number, to: number) => {
    const rows = queryClient.getQueryData<{ id: string }[]>(key);
    if (!rows || to < 0 || to >= rows.length) return;
    const next = moved(rows, from, to);
    queryClient.setQueryData(key, next as never);
    save.mutate(next.map((r) => r.id));
  };
  return { move, saving: save.isPending };
}
