import { and, asc, eq, inArray } from 'drizzle-orm';
import { MERCHANT_SLUG, type CartItem } from '@rona/domain';
import { cartLineOf, type CartLine } from '@rona/rules';
import type { Database } from '../../db/client';
import { cartItems, products, variants } from '../../db/schema';
import { activeDiscount } from '../catalogue/pricing';
import { variantColumns } from '../catalogue/repository';

const lineColumns = {
  ...variantColumns,
  promoId: variants.promoId,
  maxPerOrder: variants.maxPerOrder,
  productId: products.id,
  name: products.name,
  image: products.image,
  status: products.status,
  dimension: products.dimension,
  marketplace: products.marketplace,
};
export type VariantRow = Awaited<ReturnType<typeof variantRows>>[number];

/** Variants with their product, as the cart prices them (always from the catalogue, never from the client). */
export function variantRows(db: Database, variantIds: string[]) {
  if (!variantIds.length) return Promise.resolve([]);
  return db
    .select(lineColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, variantIds));
}

/** A member's cart rows in the order they were added. */
export function memberCartRows(db: Database, userId: string) {
  return db
    .select({ ...lineColumns, quantity: cartItems.quantity, isSelected: cartItems.isSelected })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(variants.id));
}

export function memberCartRow(db: Database, userId: string, variantId: string) {
  return db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
    .then((rows) => rows[0] ?? null);
}

/** One cart line of the spec's shape, priced at `now`. `invalid` is filled in by the cart pricing. */
export function toCartItem(row: VariantRow, quantity: number, isSelected: boolean, now: Date): CartItem {
  const discount = activeDiscount(row, now);
  return {
    id: row.variantId,
    name: row.name,
    url: `${MERCHANT_SLUG}/${row.variantSlug}`,
    image: row.image,
    size: row.size,
    status: row.status,
    isSelected,
    dimension: row.dimension,
    marketplace: row.marketplace,
    weight: row.weight,
    warehouse: {
      quantity,
      stock: row.stock,
      price: row.price,
      fixedPrice: row.price,
      discount: discount ? { ...discount, _discount: row.promoId ?? undefined } : null,
      invalid: false,
    },
  };
}

export type { CartLine };
export { cartLineOf };
