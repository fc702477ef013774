import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ORDER_TABS,
  DASHBOARD_DAYS,
  DASHBOARD_PART_KEYS,
  DASHBOARD_WAITING_TABS,
  type AdminDashboard,
  type AdminOrderTab,
  type DashboardPart,
  type OrderStatus,
} from '@rona/domain';
import { isLateToShip, shipByTime, shopDayKey, shopTime } from '@rona/rules';
import type { StaffCaller } from '../../http/auth';
import { tabCounts } from '../admin-orders/repository';
import { listSizes, UNPAID_STATUSES } from '../stock/repository';
import {
  awaitingPayment,
  dayNumberStart,
  failedMessageCount,
  oldestLateRefundDue,
  oldestSinceByStatus,
  paidBetween,
  paidPerDay,
  unshippedPaidBefore,
  unshippedPaidBetween,
  wibDayNumber,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Paid and not yet handed to the courier: what can be late to ship (as the workbench's ship-by clock). */
const TO_SHIP: OrderStatus[] = ['WAITING', 'WAITING_CONFIRM', 'PROCESS', 'WAITING_COURIER'];

const tabOfStatus = (status: OrderStatus): AdminOrderTab =>
  ADMIN_ORDER_TABS.find((t) => (t.statuses as readonly string[]).includes(status))?.id ?? 'confirm';

const earliest = (dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d < a) ? d : a), null);

/** The day at a glance (docs/product/dashboard.md): each part only for the keys that allow it. */
export function adminDashboardService(app: FastifyInstance) {
  const db = app.db;

  async function waitingParts() {
    const statuses = DASHBOARD_WAITING_TABS.flatMap((id) => [...ADMIN_ORDER_TABS.find((t) => t.id === id)!.statuses]);
    const [counts, oldest, lateRefund] = await Promise.all([
      tabCounts(db, {}),
      oldestSinceByStatus(db, statuses as OrderStatus[]),
      oldestLateRefundDue(db),
    ]);
    const waiting = DASHBOARD_WAITING_TABS.map((id) => {
      const tab = ADMIN_ORDER_TABS.find((t) => t.id === id)!;
      const since = earliest([
        ...tab.statuses.map((s) => oldest.get(s as OrderStatus)),
        id === 'refund' ? lateRefund : null,
      ]);
      return { tab: id, count: counts[id], oldestSince: since?.toISOString() ?? null };
    });
    return waiting;
  }

  /**
   * Ship-by is at the latest the end of the second day after the paid day (Saturday after 14:00 →
   * Monday), so an order paid before 00:00 WIB three days ago is late for sure: those are counted
   * in SQL, and only the last three days' are put to the ship-by rule (a bounded number of rows).
   */
  async function lateShipments(now: Date, todayStart: Date) {
    const surelyLate = new Date(todayStart.getTime() - 3 * DAY_MS);
    const [old, recent] = await Promise.all([
      unshippedPaidBefore(db, TO_SHIP, surelyLate),
      // Ship-by is at least the end of the paid day: orders paid today are never late yet.
      unshippedPaidBetween(db, TO_SHIP, surelyLate, todayStart),
    ]);
    let count = old.count;
    let oldest: { shipBy: Date; status: OrderStatus } | null = old.earliest
      ? { shipBy: shipByTime(old.earliest.paidAt), status: old.earliest.status }
      : null;
    for (const r of recent) {
      const shipBy = shipByTime(r.paidAt!);
      if (!isLateToShip(shipBy, now, false)) continue;
      count += 1;
      if (!oldest || shipBy < oldest.shipBy) oldest = { shipBy, status: r.status };
    }
    return {
      count,
      oldestShipBy: oldest?.shipBy.toISOString() ?? null,
      tab: oldest ? tabOfStatus(oldest.status) : ('process' as AdminOrderTab),
    };
  }

  async function sales(now: Date, todayStart: Date) {
    const weekAgo = (d: Date) => new Date(d.getTime() - 7 * DAY_MS);
    const [today, lastWeek] = await Promise.all([
      paidBetween(db, todayStart, new Date(now.getTime() + 1)),
      paidBetween(db, weekAgo(todayStart), new Date(weekAgo(now).getTime() + 1)),
    ]);
    return {
      date: shopDayKey(now),
      today,
      lastWeek: { date: shopDayKey(weekAgo(now)), ...lastWeek },
    };
  }

  async function days(now: Date) {
    const last = wibDayNumber(now);
    const first = last - (DASHBOARD_DAYS - 1);
    const perDay = await paidPerDay(db, dayNumberStart(first), new Date(now.getTime() + 1));
    return Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const day = first + i;
      const figures = perDay.get(day) ?? { orders: 0, revenue: 0 };
      return { date: shopDayKey(dayNumberStart(day)), ...figures };
    });
  }

  return {
    async dashboard(caller: StaffCaller): Promise<AdminDashboard> {
      const now = app.clock.now();
      const todayStart = new Date(shopTime(shopDayKey(now), 'start'));
      const may = (part: DashboardPart) => caller.permissions.includes(DASHBOARD_PART_KEYS[part]);
      const when = <T>(part: DashboardPart, read: () => Promise<T>): Promise<T | undefined> =>
        may(part) ? read() : Promise.resolve(undefined);
      const needsWaiting = may('waiting') || may('refundsDue');
      const [waiting, salesPart, late, paymentsWaiting, failed, chart, low, out] = await Promise.all([
        needsWaiting ? waitingParts() : Promise.resolve(undefined),
        when('sales', () => sales(now, todayStart)),
        when('lateShipments', () => lateShipments(now, todayStart)),
        when('paymentsWaiting', () => awaitingPayment(db, UNPAID_STATUSES, now)),
        when('failedMessages', async () => ({ count: await failedMessageCount(db) })),
        when('days', () => days(now)),
        when('lowStock', () => listSizes(db, { filter: 'low', page: 1, limit: 1 })),
        when('lowStock', () => listSizes(db, { filter: 'out', page: 1, limit: 1 })),
      ]);
      const refund = waiting?.find((w) => w.tab === 'refund');
      return {
        at: now.toISOString(),
        ...(salesPart && { sales: salesPart }),
        ...(may('waiting') && waiting && { waiting }),
        ...(late && { lateShipments: late }),
        ...(may('refundsDue') && refund && { refundsDue: { count: refund.count, oldestSince: refund.oldestSince } }),
        ...(low && out && { lowStock: { low: low.total, out: out.total } }),
        ...(paymentsWaiting && { paymentsWaiting }),
        ...(failed && { failedMessages: failed }),
        ...(chart && { days: chart }),
      };
    },
  };
}
