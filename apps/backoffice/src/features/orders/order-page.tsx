import { Anchor, Badge, Group, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { adminQuery, ApiError } from '@rona/api-client';
import { paths } from '@rona/routes';
import { actionButtonClass, EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { t } from '../../shared/i18n';
import { can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { OrderActions } from './order-actions';
import { OrderHistoryTab } from './order-history-tab';
import { OrderNotes } from './order-notes';
import {
  OrderBuyer,
  OrderDiscounts,
  OrderLines,
  OrderMessages,
  OrderPayments,
  OrderRefund,
  OrderShipping,
  OrderStatusHistory,
} from './order-sections';

/** /admin/orders/{invoice}: everything about one order, its moves, and its 'Riwayat'. */
export function OrderPage() {
  const { invoice = '' } = useParams();
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' && can(staff.permissions, 'audit:read') ? 'history' : 'detail';
  useDocumentTitle(t('backoffice.order.title', { invoice }));
  const order = useQuery(adminQuery('adminOrder', { params: { invoice } }));
  const back = (
    <Anchor component={Link} to={paths.adminOrders()}>
      ← {t('backoffice.order.back')}
    </Anchor>
  );

  if (order.isPending) return <PageSkeleton />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.httpStatus === 404)
      return (
        <EmptyState
          title={t('backoffice.order.notFound')}
          action={
            <Link className={actionButtonClass} to={paths.adminOrders()}>
              {t('backoffice.order.back')}
            </Link>
          }
        />
      );
    return <ErrorState title={t('backoffice.loadFailed')} error={order.error} onRetry={() => void order.refetch()} />;
  }
  const o = order.data;
  return (
    <Stack gap="md">
      {back}
      <Group gap="sm">
        <Title order={1} size="h2">
          {t('backoffice.order.title', { invoice: o.invoice })}
        </Title>
        <Badge size="lg" variant="filled" color="rona.9">
          {t(`orderStatus.${o.status}`)}
        </Badge>
      </Group>
      <Tabs value={tab} onChange={(v) => setParams(v === 'history' ? { tab: 'history' } : {}, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="detail">{t('backoffice.order.tab.detail')}</Tabs.Tab>
          {can(staff.permissions, 'audit:read') && (
            <Tabs.Tab value="history">{t('backoffice.order.tab.history')}</Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="detail" pt="md">
          <Stack gap="md">
            <OrderActions order={o} />
            <OrderLines order={o} />
            <OrderBuyer order={o} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <OrderShipping order={o} />
              <OrderDiscounts order={o} />
            </SimpleGrid>
            <OrderRefund order={o} />
            <OrderPayments order={o} />
            <OrderStatusHistory order={o} />
            <OrderMessages order={o} />
            <OrderNotes order={o} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {tab === 'history' && <OrderHistoryTab invoice={o.invoice} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
