import { MERCHANT_SLUG, type CartItem } from '@rona/domain';
import { cartLineOf, type CartLine } from '@rona/rules';
import { activeDiscount } from '../catalogue/pricing';
import type { VariantRow } from './repository';

export type { VariantRow };

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
