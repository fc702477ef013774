import { useState, type FormEvent } from 'react';
import { Button, Chip, Tabs, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { OrderListItem } from '@rona/domain';
import { finishOrderMutation, memberProfileQuery, orderAgainMutation, orderHistoryQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { orderHistoryMessages } from '@rona/i18n/areas/order-history';
import {
  formatNumber,
  ONGOING_FILTERS,
  ongoingFilterLabel,
  ORDER_TABS,
  orderTabLabel,
  type OngoingFilter,
  type OrderTab,
} from '@rona/rules';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, notifyInfo, notifySuccess, SearchIcon, useAppNavigate } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { PanelSkeleton } from '../../shared/member-area/panel-skeleton';
import { OrderCard, type OrderActions } from './order-card';
import { OrderDateFilter } from './order-date-filter';
import { OrderDetailDialog } from './order-detail-dialog';
import { FinishOrderDialog } from './finish-order-dialog';
import { historyParams, historyStateOf, historyStatusQuery, type HistoryState } from './order-filters';
import { RefundDialog } from './refund-dialog';
import classes from '../../shared/order-view/order-view.module.css';

const t = translator(orderHistoryMessages);

/** Daftar Transaksi (spec 2 §2): search, day, status tabs, 3 orders a page; every filter lives in the URL. */
export function OrderHistoryTab() {
  const [params, setParams] = useSearchParams();
  const state = historyStateOf(params);
  // Any filter change starts again on page 1.
  const go = (next: Partial<HistoryState>) => setParams(historyParams({ ...state, page: 1, ...next }));
  const listTop = useListTopOnPaging<HTMLDivElement>(state.page);

  return (
    <div className={classes.section} ref={listTop}>
      <div className={classes.filters}>
        <SearchBox key={state.search} value={state.search} onSearch={(search) => go({ search })} />
        <OrderDateFilter value={state.date} onChange={(date) => go({ date })} />
      </div>
      <Tabs value={state.tab} onChange={(tab) => tab && go({ tab: tab as OrderTab, filter: null })} keepMounted={false}>
        <Tabs.List aria-label={t('orderHistory.tabs')} className={classes.tabs}>
          {ORDER_TABS.map(({ id }) => (
            <Tabs.Tab key={id} value={id}>
              {orderTabLabel(id)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {state.tab === 'ongoing' && (
        <Chip.Group
          multiple={false}
          value={state.filter ?? ''}
          onChange={(v) => go({ filter: (v || null) as OngoingFilter | null })}
        >
          <div className={classes.chips} role="group" aria-label={t('orderHistory.filters')}>
            {ONGOING_FILTERS.map(({ id }) => (
              <Chip key={id} value={id} size="sm" onClick={() => id === state.filter && go({ filter: null })}>
                {ongoingFilterLabel(id)}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      )}
      <OrderList state={state} onPage={(page) => setParams(historyParams({ ...state, page }))} />
    </div>
  );
}

export default OrderHistoryTab;

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={classes.search} role="search" onSubmit={submit}>
      <TextInput
        label={t('orderHistory.search')}
        placeholder={t('orderHistory.searchPlaceholder')}
        type="search"
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        leftSection={<SearchIcon size={16} />}
      />
      <Button type="submit" variant="light">
        {t('orderHistory.searchSubmit')}
      </Button>
    </form>
  );
}

function OrderList({ state, onPage }: { state: HistoryState; onPage: (page: number) => void }) {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const orders = useQuery(
    orderHistoryQuery({ status: historyStatusQuery(state), page: state.page, search: state.search, date: state.date }),
  );
  const profile = useQuery(memberProfileQuery());
  const finish = useMutation(finishOrderMutation(queryClient));
  const again = useMutation(orderAgainMutation(queryClient));
  const [detail, setDetail] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<OrderListItem | null>(null);
  const [finishing, setFinishing] = useState<string | null>(null);
  const confirmFinish = (invoice: string) =>
    finish.mutate(invoice, {
      onSuccess: (result) => {
        setFinishing(null);
        notifySuccess(
          result.point > 0
            ? t('orderHistory.finishedPoints', { point: formatNumber(result.point) })
            : t('orderHistory.finished'),
        );
      },
    });
  const bank = profile.data?.banks ?? null;

  const actions: OrderActions = {
    busy: finish.isPending ? (finish.variables ?? null) : again.isPending ? (again.variables ?? null) : null,
    canCancel: profile.isSuccess,
    onDetail: setDetail,
    // 'Selesaikan' asks first (FinishOrderDialog); the order is finished on 'Ya, Selesaikan'.
    onFinish: setFinishing,
    onCancel: (order) => {
      if (bank) return setCancelling(order);
      // A refund needs an account to pay into: add one first (spec 2 §4).
      notifyInfo(t('orderHistory.needBank'));
      navigate(paths.profile('bank'));
    },
    onAgain: (invoice) => again.mutate(invoice, { onSuccess: () => navigate(paths.cart()) }),
  };

  if (orders.isPending) return <PanelSkeleton />;
  if (orders.isError)
    return (
      <ErrorState
        title={t('orderHistory.loadError')}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        level={3}
      />
    );
  const { datas, page } = orders.data;
  return (
    <>
      {datas.length === 0 ? (
        <EmptyState title={t('orderHistory.empty')} level={3} />
      ) : (
        <ul className={classes.section} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {datas.map((order) => (
            <li key={order.invoice}>
              <OrderCard order={order} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.currentPage} totalPages={page.totalPage} onChange={onPage} />
      <OrderDetailDialog invoice={detail} onClose={() => setDetail(null)} />
      <FinishOrderDialog
        invoice={finishing}
        busy={finish.isPending}
        onConfirm={confirmFinish}
        onClose={() => setFinishing(null)}
      />
      {bank && <RefundDialog order={cancelling} bank={bank} onClose={() => setCancelling(null)} />}
    </>
  );
}
