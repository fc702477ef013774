import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ReviewOrder } from '@rona/domain';
import { orderAgainMutation, reviewHistoryQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { reviewsMessages } from '@rona/i18n/areas/reviews';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, useAppNavigate } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { ReviewFormDialog, type ReviewTarget } from './review-form-dialog';
import { REVIEW_MENUS, reviewParams, reviewStateOf, type ReviewMenu, type ReviewState } from './review-filters';
import { ReviewOrderCard, type ReviewCardActions, type ReviewProduct } from './review-order-card';
import { ReviewSkeleton } from './review-skeleton';
import { ReviewViewDialog } from './review-view-dialog';
import classes from './reviews.module.css';

const t = translator(reviewsMessages);

/** Ulasan (spec 2 §2 Reviews): Menunggu Diulas / Ulasan Saya in `menu`, 3 orders a page in `page`. */
export function ReviewTab() {
  const [params, setParams] = useSearchParams();
  const state = reviewStateOf(params);
  const go = (next: ReviewState) => setParams(reviewParams(next));
  const listTop = useListTopOnPaging<HTMLDivElement>(state.page);

  return (
    <div className={classes.section} ref={listTop}>
      {/* A new sub-tab starts again on page 1. */}
      <Tabs
        value={state.menu}
        onChange={(menu) => menu && go({ menu: menu as ReviewMenu, page: 1 })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('reviews.menus')} className={classes.tabs}>
          {REVIEW_MENUS.map((menu) => (
            <Tabs.Tab key={menu} value={menu}>
              {t(`reviews.menu.${menu}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ReviewList
        state={state}
        onPage={(page) => go({ ...state, page })}
        onSaved={() => go({ menu: 'history', page: 1 })}
      />
    </div>
  );
}

export default ReviewTab;

function ReviewList({
  state,
  onPage,
  onSaved,
}: {
  state: ReviewState;
  onPage: (page: number) => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const orders = useQuery(reviewHistoryQuery(state.menu === 'history', state.page));
  const again = useMutation(orderAgainMutation(queryClient));
  const [writing, setWriting] = useState<ReviewTarget | null>(null);
  const [viewing, setViewing] = useState<ReviewTarget | null>(null);

  const actions: ReviewCardActions = {
    busy: again.isPending ? (again.variables ?? null) : null,
    onWrite: (order: ReviewOrder, product: ReviewProduct) => setWriting({ order, product }),
    onView: (order: ReviewOrder, product: ReviewProduct) => setViewing({ order, product }),
    // Beli Lagi: the lines go back into the cart, then the cart page (as in the order history).
    onAgain: (invoice) => again.mutate(invoice, { onSuccess: () => navigate(paths.cart()) }),
  };

  const dialogs = (
    <>
      <ReviewViewDialog
        product={viewing?.product ?? null}
        onClose={() => setViewing(null)}
        onEdit={() => {
          setWriting(viewing);
          setViewing(null);
        }}
      />
      <ReviewFormDialog
        target={writing}
        onClose={() => setWriting(null)}
        onSaved={() => {
          setWriting(null);
          onSaved();
        }}
      />
    </>
  );

  if (orders.isPending) return <ReviewSkeleton />;
  if (orders.isError)
    return (
      <ErrorState title={t('reviews.loadError')} error={orders.error} onRetry={() => void orders.refetch()} level={3} />
    );
  const { datas, page } = orders.data;
  return (
    <>
      {datas.length === 0 ? (
        <EmptyState title={t('reviews.empty')} level={3} />
      ) : (
        <ul className={classes.list}>
          {datas.map((order) => (
            <li key={order.invoice}>
              <ReviewOrderCard order={order} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.currentPage} totalPages={page.totalPage} onChange={onPage} />
      {dialogs}
    </>
  );
}
