import '@mantine/charts/styles.layer.css';
import { CompositeChart } from '@mantine/charts';
import type { DashboardDay } from '@rona/domain';
import { formatNumber, formatRupiah } from '@rona/rules';
import { t } from './i18n';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
/** '25 Nov' of a WIB date (YYYY-MM-DD). */
const dayLabel = (date: string) => `${Number(date.slice(8, 10))} ${SHORT_MONTHS[Number(date.slice(5, 7)) - 1] ?? ''}`;
/** 'Rp 1,2 jt' on the axis: short enough for a phone. */
const shortRupiah = (n: number) =>
  n >= 1_000_000
    ? `${formatNumber(Math.round(n / 100_000) / 10)} jt`
    : n >= 1_000
      ? `${formatNumber(Math.round(n / 1_000))} rb`
      : String(n);

/**
 * The last 30 days: paid orders as bars (right axis), revenue as a line (left axis). Loaded on its
 * own (React.lazy): recharts is in this chunk only. The figures are also in the text above it.
 */
export default function SalesChart({ days }: { days: DashboardDay[] }) {
  const data = days.map((d) => ({ day: dayLabel(d.date), orders: d.orders, revenue: d.revenue }));
  return (
    <figure aria-label={t('backoffice.dashboard.chartTitle')} style={{ margin: 0 }}>
      <CompositeChart
        h={260}
        data={data}
        dataKey="day"
        withLegend
        withRightYAxis
        withDots={false}
        maxBarWidth={14}
        series={[
          {
            name: 'orders',
            label: t('backoffice.dashboard.chartOrders'),
            color: 'rona.3',
            type: 'bar',
            yAxisId: 'right',
          },
          {
            name: 'revenue',
            label: t('backoffice.dashboard.chartRevenue'),
            color: 'rona.8',
            type: 'line',
            yAxisId: 'left',
          },
        ]}
        yAxisProps={{ tickFormatter: shortRupiah, width: 56 }}
        rightYAxisProps={{ allowDecimals: false, width: 32 }}
        valueFormatter={(value) => formatNumber(value)}
        tooltipProps={{
          formatter: (value, name) =>
            name === 'revenue' || name === t('backoffice.dashboard.chartRevenue')
              ? [formatRupiah(Number(value)), t('backoffice.dashboard.chartRevenue')]
              : [String(value), t('backoffice.dashboard.chartOrders')],
        }}
      />
    </figure>
  );
}
