import type { AdminDashboard } from '@rona/domain';
import { paths } from '@rona/routes';

/** The list behind each number (docs/product/dashboard.md). */
export const dashboardLinks = {
  // The workbench's dates are the placing day: today's orders, every tab counted.
  today: (date: string) => paths.adminOrders({ from: date, to: date }),
  waiting: (tab: string) => paths.adminOrders({ tab }),
  late: (late: NonNullable<AdminDashboard['lateShipments']>) => paths.adminOrders({ tab: late.tab, sort: 'ship-by' }),
  refunds: () => paths.adminOrders({ tab: 'refund' }),
  paymentsWaiting: () => paths.adminOrders({ tab: 'unpaid' }),
  failedMessages: () => paths.adminFailedMessages(),
  lowStock: () => paths.adminStock({ filter: 'low' }),
  outOfStock: () => paths.adminStock({ filter: 'out' }),
};
