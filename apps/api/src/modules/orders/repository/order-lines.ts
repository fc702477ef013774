import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderLines, type CheckoutLine } from '../../../db/schema';

export { linesOf, type OrderLineRow } from '../../order-records/repository';

/** What an order holds, unit-wise: each line's variant, product and quantity (either id is null once deleted). */
export function lineUnits(db: DbOrTx, orderId: string) {
  return db
    .select({ variantId: orderLines.variantId, productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/** Writes an order's lines, in the checkout's order (the frozen prices as they were). */
export async function insertOrderLines(db: DbOrTx, orderId: string, lines: CheckoutLine[]): Promise<void> {
  await db.insert(orderLines).values(
    lines.map((l, position) => ({
      orderId,
      position,
      variantId: l.variantId,
      productId: l.productId,
      name: l.name,
      size: l.size,
      url: l.url,
      image: l.image,
      weight: l.weight,
      quantity: l.quantity,
      price: l.price,
      finalPrice: l.finalPrice,
    })),
  );
}
