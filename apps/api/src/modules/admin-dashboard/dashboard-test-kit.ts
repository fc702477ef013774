import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@rona/domain';
import { orderLines, orderStatusHistory, orders } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { orderRow, placedMemberOrder } from '../orders/order-test-kit';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export interface OrderShape {
  status: OrderStatus;
  paidAt?: string;
  createdAt?: string;
  total?: number;
  /** When it entered its status (a history row). */
  entered?: string;
  refundDueAt?: string;
  expiresAt?: string;
  invoice?: string;
  /** Its lines (default: the template's one line). */
  lines?: Partial<Pick<LineRow, 'name' | 'size' | 'quantity' | 'price' | 'finalPrice'>>[];
}

/**
 * Orders as the shop holds them, cloned from one real order placed through the API: status,
 * payment, times, total and lines chosen by the test (the dashboard's and the export's fixtures).
 */
export async function orderFactory(t: TestApp, variantId: string, now: Date) {
  const placed = await placedMemberOrder(t, variantId);
  const template: OrderRow = await orderRow(t, placed.invoice);
  const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, template.id));
  let seq = 0;
  return {
    template,
    async add(o: OrderShape): Promise<OrderRow> {
      seq += 1;
      const { id: _id, guestUuid: _g, ...rest } = template;
      const at = (iso: string) => new Date(iso);
      const [row] = await t.app.db
        .insert(orders)
        .values({
          ...rest,
          invoice: o.invoice ?? `NMW-DASH${String(seq).padStart(4, '0')}`,
          status: o.status,
          paidAt: o.paidAt ? at(o.paidAt) : null,
          grandTotal: o.total ?? 100_000,
          refundDueAt: o.refundDueAt ? at(o.refundDueAt) : null,
          refundApprovedAt: null,
          expiresAt: o.expiresAt ? at(o.expiresAt) : new Date(now.getTime() - 24 * 60 * 60 * 1000),
          createdAt: at(o.createdAt ?? o.paidAt ?? o.entered ?? '2026-11-01T00:00:00.000Z'),
          updatedAt: now,
        })
        .returning();
      const { id: _l, ...lineRest } = line!;
      const lines = o.lines ?? [{}];
      await t.app.db
        .insert(orderLines)
        .values(lines.map((l, i) => ({ ...lineRest, ...l, position: i, orderId: row!.id })));
      if (o.entered)
        await t.app.db
          .insert(orderStatusHistory)
          .values({ orderId: row!.id, status: o.status, at: at(o.entered), actor: 'system' });
      return row!;
    },
  };
}
