import type { QueryClient } from '@tanstack/react-query';
import { apiKeys, apiQuery, getApiClient } from './queries';

/** Spec 2 §9: the order list pages by 3. */
export const ORDER_HISTORY_LIMIT = 3;

export interface OrderHistoryFilter {
  /** Comma list of statuses (a tab or a Berlangsung sub-filter). */
  status: string;
  page: number;
  search?: string;
  /** One day, YYYY-MM-DD. */
  date?: string;
}

/** Cache keys the history's writes refresh: every order list (history and unpaid) and detail. */
export const orderHistoryKeys = {
  lists: apiKeys.endpoint('orderSearch'),
  details: apiKeys.endpoint('orderDetail'),
  cart: apiKeys.endpoint('cartList'),
};

/** One page of the member's orders; empty search and date are left out of the call. */
export const orderHistoryQuery = ({ status, page, search, date }: OrderHistoryFilter) =>
  apiQuery('orderSearch', {
    query: { status, page, limit: ORDER_HISTORY_LIMIT, ...(search ? { search } : {}), ...(date ? { date } : {}) },
  });

export const orderDetailQuery = (invoice: string) => ({
  ...apiQuery('orderDetail', { params: { invoice } }),
  retry: false,
});

async function refreshOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderHistoryKeys.lists }),
    queryClient.invalidateQueries({ queryKey: orderHistoryKeys.details }),
  ]);
}

/** Selesaikan: DELIVERED → SUCCESS; the answer carries the cashback points awarded. */
export function finishOrderMutation(queryClient: QueryClient) {
  return {
    mutationKey: apiKeys.endpoint('orderConfirmSuccess'),
    mutationFn: (invoice: string) => getApiClient().call('orderConfirmSuccess', { params: { invoice } }),
    onSuccess: () => refreshOrders(queryClient),
  };
}

/** Batalkan Pesanan: a refund request with its reason (WAITING_CONFIRM only). */
export function refundRequestMutation(queryClient: QueryClient) {
  return {
    mutationKey: apiKeys.endpoint('refundRequest'),
    mutationFn: ({ invoice, reason }: { invoice: string; reason: string }) =>
      getApiClient().call('refundRequest', { params: { invoice }, body: { refundRequest: reason } }),
    onSuccess: () => refreshOrders(queryClient),
  };
}

/** Beli Lagi: the order's lines go back into the member's cart, whose cache is refreshed. */
export function orderAgainMutation(queryClient: QueryClient) {
  return {
    mutationKey: apiKeys.endpoint('orderAgain'),
    mutationFn: (invoice: string) => getApiClient().call('orderAgain', { query: { invoice } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderHistoryKeys.cart }),
  };
}
