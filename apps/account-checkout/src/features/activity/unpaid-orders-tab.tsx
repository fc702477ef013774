import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ApiError, unpaidOrdersQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { activityMessages } from '@rona/i18n/areas/activity';
import { EmptyState, ErrorState } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { PanelSkeleton } from '../../shared/member-area/panel-skeleton';
import classes from '../../shared/member-area/member-area.module.css';
import { pageOf } from '../../shared/member-area/activity-tabs';
import { UnpaidOrderCard } from './unpaid-order-card';

const t = translator(activityMessages);

/** Menunggu Pembayaran: orders in WAITING_PAYMENT, 3 per page, each shown the way its payment method needs. */
export default function UnpaidOrdersTab() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const orders = useQuery(unpaidOrdersQuery(page));
  const listTop = useListTopOnPaging<HTMLDivElement>(page);
  const empty = <EmptyState title={t('activity.unpaid.empty')} level={2} />;

  if (orders.isPending) return <PanelSkeleton />;
  if (orders.isError) {
    // Until the order service answers this search (checkout issue), "not found" means no unpaid orders.
    return orders.error instanceof ApiError && orders.error.httpStatus === 404 ? (
      empty
    ) : (
      <ErrorState title={t('error.pageLoad')} error={orders.error} onRetry={() => void orders.refetch()} level={3} />
    );
  }
  if (orders.data.datas.length === 0) return empty;
  return (
    <div className={classes.stack} ref={listTop}>
      <ul className={classes.list}>
        {orders.data.datas.map((order) => (
          <li key={order.invoice}>
            <UnpaidOrderCard order={order} />
          </li>
        ))}
      </ul>
      <Pagination
        page={orders.data.page.currentPage}
        totalPages={orders.data.page.totalPage}
        onChange={(p) => setParams({ action: 'payment_waiting', page: String(p) })}
      />
    </div>
  );
}
