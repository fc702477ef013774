import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminQuery } from '@rona/api-client';
import { ADMIN_ORDER_TABS, type AdminOrderTab } from '@rona/domain/browser';
import type { AdminDashboard } from '@rona/domain';
import { formatRupiah, formatShopDateTime } from '@rona/rules';
import { EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { dashboardLinks } from './dashboard-links';
import { CsvDownloadButton } from '../../shared/csv/csv-download-button';
import { ExportButton } from './export-orders';
import { t } from './i18n';
import classes from './dashboard.module.css';

// The chart library (recharts) loads with the chart only, never with the back office's first load.
const SalesChart = lazy(() => import('./sales-chart'));

const tabLabel = (tab: string) => ADMIN_ORDER_TABS.find((x) => x.id === (tab as AdminOrderTab))?.label ?? tab;
const DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const dayName = (date: string) => DAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? date;

/** One figure: its label, the number (a link to the list behind it when there is one) and a line below. */
function Figure({ label, value, to, hint }: { label: string; value: string; to?: string; hint?: ReactNode }) {
  return (
    <Paper withBorder p="md" className={classes.card}>
      <Text size="sm" c="gray.7" component="h3" className={classes.label}>
        {label}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} className={classes.value} aria-label={`${label}: ${value}`}>
          {value}
        </Anchor>
      ) : (
        <Text className={classes.value}>{value}</Text>
      )}
      {hint ? (
        <Text size="sm" c="gray.7">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function change(now: number, before: number): string {
  if (now === before) return t('backoffice.dashboard.same');
  return now > before ? t('backoffice.dashboard.up') : t('backoffice.dashboard.down');
}

function Sales({ sales }: { sales: NonNullable<AdminDashboard['sales']> }) {
  const day = dayName(sales.lastWeek.date);
  return (
    <>
      <Figure
        label={t('backoffice.dashboard.today')}
        value={String(sales.today.orders)}
        to={dashboardLinks.today(sales.date)}
        hint={`${change(sales.today.orders, sales.lastWeek.orders)} · ${t('backoffice.dashboard.lastWeek', {
          value: String(sales.lastWeek.orders),
          day,
        })}`}
      />
      <Figure
        label={t('backoffice.dashboard.revenue')}
        value={formatRupiah(sales.today.revenue)}
        hint={`${change(sales.today.revenue, sales.lastWeek.revenue)} · ${t('backoffice.dashboard.lastWeek', {
          value: formatRupiah(sales.lastWeek.revenue),
          day,
        })}`}
      />
    </>
  );
}

function Body({ data }: { data: AdminDashboard }) {
  const firstRow: ReactNode[] = [];
  if (data.sales) firstRow.push(<Sales key="sales" sales={data.sales} />);
  if (data.lateShipments) {
    const late = data.lateShipments;
    firstRow.push(
      <Figure
        key="late"
        label={t('backoffice.dashboard.late')}
        value={String(late.count)}
        to={dashboardLinks.late(late)}
        hint={
          late.oldestShipBy
            ? t('backoffice.dashboard.lateHint', { time: formatShopDateTime(late.oldestShipBy) })
            : t('backoffice.dashboard.lateNone')
        }
      />,
    );
  }
  if (data.refundsDue)
    firstRow.push(
      <Figure
        key="refunds"
        label={t('backoffice.dashboard.refunds')}
        value={String(data.refundsDue.count)}
        to={dashboardLinks.refunds()}
        hint={
          data.refundsDue.oldestSince
            ? t('backoffice.dashboard.oldest', { time: formatShopDateTime(data.refundsDue.oldestSince) })
            : t('backoffice.dashboard.noneWaiting')
        }
      />,
    );
  const others: ReactNode[] = [];
  if (data.lowStock) {
    others.push(
      <Figure
        key="low"
        label={t('backoffice.dashboard.lowStock')}
        value={`${data.lowStock.low} ${t('backoffice.dashboard.sizes')}`}
        to={dashboardLinks.lowStock()}
      />,
      <Figure
        key="out"
        label={t('backoffice.dashboard.outOfStock')}
        value={`${data.lowStock.out} ${t('backoffice.dashboard.sizes')}`}
        to={dashboardLinks.outOfStock()}
      />,
    );
  }
  if (data.paymentsWaiting)
    others.push(
      <Figure
        key="payments"
        label={t('backoffice.dashboard.payments')}
        value={String(data.paymentsWaiting.count)}
        to={dashboardLinks.paymentsWaiting()}
        hint={t('backoffice.dashboard.paymentsHint', { amount: formatRupiah(data.paymentsWaiting.amount) })}
      />,
    );
  if (data.failedMessages)
    others.push(
      <Figure
        key="failed"
        label={t('backoffice.dashboard.failedMessages')}
        value={String(data.failedMessages.count)}
        to={dashboardLinks.failedMessages()}
        hint={t('backoffice.dashboard.failedHint')}
      />,
    );

  if (!firstRow.length && !data.waiting && !others.length && !data.days)
    return (
      <EmptyState title={t('backoffice.dashboard.nothing')} hint={t('backoffice.dashboard.nothingHint')} level={2} />
    );

  return (
    <Stack gap="lg">
      {firstRow.length ? <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>{firstRow}</SimpleGrid> : null}
      {data.waiting ? (
        <section aria-labelledby="dash-waiting">
          <Title order={2} size="h4" id="dash-waiting" mb="xs">
            {t('backoffice.dashboard.waitingTitle')}
          </Title>
          <SimpleGrid cols={{ base: 2, lg: 4 }}>
            {data.waiting.map((w) => (
              <Figure
                key={w.tab}
                label={tabLabel(w.tab)}
                value={String(w.count)}
                to={dashboardLinks.waiting(w.tab)}
                hint={
                  w.oldestSince
                    ? t('backoffice.dashboard.oldest', { time: formatShopDateTime(w.oldestSince) })
                    : t('backoffice.dashboard.noneWaiting')
                }
              />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      {others.length ? <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>{others}</SimpleGrid> : null}
      {data.days ? (
        <section aria-labelledby="dash-chart">
          <Paper withBorder p="md">
            <Title order={2} size="h4" id="dash-chart" mb="xs">
              {t('backoffice.dashboard.chartTitle')}
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              {t('backoffice.dashboard.chartSummary', {
                orders: String(data.days.reduce((n, d) => n + d.orders, 0)),
                revenue: formatRupiah(data.days.reduce((n, d) => n + d.revenue, 0)),
              })}
            </Text>
            <Suspense fallback={<Skeleton height={260} />}>
              <SalesChart days={data.days} />
            </Suspense>
          </Paper>
        </section>
      ) : null}
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={110} />
        ))}
      </SimpleGrid>
      <Skeleton height={300} />
    </Stack>
  );
}

/** /admin: the day at a glance (issue 28 §6), each part only for the keys that allow it. */
export function DashboardPage() {
  useDocumentTitle(t('backoffice.dashboard.title'));
  const staff = useStaff();
  const dashboard = useQuery(adminQuery('adminDashboard', {}));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('backoffice.dashboard.title')}
          </Title>
          {dashboard.data ? (
            <Text size="sm" c="gray.7">
              {t('backoffice.dashboard.asOf', { time: formatShopDateTime(dashboard.data.at) })}
            </Text>
          ) : null}
        </div>
        {can(staff.permissions, 'export') ? (
          <Group gap="xs">
            <ExportButton kind="orders" />
            <ExportButton kind="stock" />
            <CsvDownloadButton
              kind="products"
              label={t('backoffice.export.productsButton')}
              done={(name) => t('backoffice.export.downloaded', { name })}
            />
          </Group>
        ) : null}
      </Group>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <ErrorState
          title={t('backoffice.loadFailed')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Body data={dashboard.data} />
      )}
    </Stack>
  );
}
