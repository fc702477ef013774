import { z } from 'zod';
import { ADMIN_ORDER_TAB_IDS } from '../staff-permissions';

/**
 * The back office's home, the day at a glance (issue 28 §6; docs/product/dashboard.md). Each part is
 * present only when the caller holds its key (`DASHBOARD_PART_KEYS`); a missing part is absent, not zero.
 * Days are WIB days; money is whole rupiah.
 */
const count = z.number().int().nonnegative();
const rupiah = z.number().int();

/** Paid orders and their revenue over a stretch of time. */
export const dashboardSalesSchema = z.object({ orders: count, revenue: rupiah });
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

export const dashboardTodaySchema = z.object({
  /** Today's WIB date (YYYY-MM-DD). */
  date: z.string(),
  /** Paid today, from 00:00 WIB until now. */
  today: dashboardSalesSchema,
  /** The same weekday last week (date 7 days ago), from 00:00 WIB until the same time of day. */
  lastWeek: dashboardSalesSchema.extend({ date: z.string() }),
});

/** One workbench tab where orders wait for the shop. */
export const dashboardWaitingSchema = z.object({
  tab: z.enum(ADMIN_ORDER_TAB_IDS as [string, ...string[]]),
  count,
  /** When the longest-waiting order entered the tab (its current status); null when none waits. */
  oldestSince: z.string().nullable(),
});

export const dashboardDaySchema = z.object({ date: z.string(), orders: count, revenue: rupiah });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const adminDashboardSchema = z.object({
  /** When the figures were read (the API's clock). */
  at: z.string(),
  /** orders:read */
  sales: dashboardTodaySchema.optional(),
  /** orders:read — the tabs where the shop acts (confirm, process, courier, refund). */
  waiting: z.array(dashboardWaitingSchema).optional(),
  /** orders:read — paid, not handed to the courier, past their ship-by time; `tab` holds the most overdue one. */
  lateShipments: z
    .object({ count, oldestShipBy: z.string().nullable(), tab: z.enum(ADMIN_ORDER_TAB_IDS as [string, ...string[]]) })
    .optional(),
  /** refunds:approve — refund requests and late payments owed back, not yet approved. */
  refundsDue: z.object({ count, oldestSince: z.string().nullable() }).optional(),
  /** stock:adjust — sizes with 1–10 units on sale (`low`) and with none (`out`). */
  lowStock: z.object({ low: count, out: count }).optional(),
  /** orders:read — orders waiting for their payment (not yet expired) and their total. */
  paymentsWaiting: z.object({ count, amount: rupiah }).optional(),
  /** orders:read — messages to buyers the outbox gave up on (status failed). */
  failedMessages: z.object({ count }).optional(),
  /** orders:read — the last 30 WIB days (today last), paid orders and revenue per day. */
  days: z.array(dashboardDaySchema).optional(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
