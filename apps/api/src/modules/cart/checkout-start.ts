import type { CartItem, CartLineInput } from '@rona/domain';
import { isCartItemUnavailable } from '@rona/rules';
import type { Database } from '../../db/client';
import type { CheckoutLine } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { toCartItem } from './cart-lines';
import { insertCheckout, variantRows } from './repository';
import type { CartService } from './cart-service';
import { cartMessages as m, fill } from './messages';
import { checkMemberOpenUnpaid } from '../order-records/open-unpaid';
import { checkOrderUnits, checkVariantCap, DEFAULT_ORDER_CAPS, type OrderCaps } from './order-caps';

/** How long a started checkout can be turned into an order before the buyer must start again. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

function frozenLine(item: CartItem, productId: string, discountId: string | null): CheckoutLine {
  return {
    variantId: item.id,
    productId,
    name: item.name,
    size: item.size,
    url: item.url,
    image: item.image,
    weight: item.weight,
    quantity: item.warehouse.quantity,
    price: item.warehouse.price,
    finalPrice: item.warehouse.fixedPrice,
    discountId,
  };
}

const stockLine = (item: CartItem) => ({ stock: item.warehouse.stock, status: item.status });

/**
 * Starting a checkout freezes what the buyer is about to pay for: the selected lines with the
 * prices the server computed and the vouchers that apply. The checkout issue turns it into an
 * order (and re-checks stock atomically then).
 */
export function checkoutStarter(db: Database, carts: CartService, caps: OrderCaps = DEFAULT_ORDER_CAPS) {
  async function save(values: { userId: string | null; guest: boolean; lines: CheckoutLine[]; voucherIds: string[] }) {
    return insertCheckout(db, { ...values, expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS) });
  }

  return {
    async forMember(userId: string) {
      await checkMemberOpenUnpaid(db, caps, userId, new Date());
      const cart = await carts.read(userId);
      const selected = cart.products.filter((p) => p.isSelected);
      if (!selected.length) throw badRequest(m.nothingSelected);
      if (selected.some((p) => isCartItemUnavailable(stockLine(p)) || p.warehouse.quantity > p.warehouse.stock)) {
        throw badRequest(m.selectionUnavailable);
      }
      const rows = new Map(
        (
          await variantRows(
            db,
            selected.map((p) => p.id),
          )
        ).map((r) => [r.variantId, r]),
      );
      for (const p of selected)
        checkVariantCap(caps, rows.get(p.id)!, p.warehouse.quantity, `${p.name} ${p.size}`.trim());
      checkOrderUnits(
        caps,
        selected.map((p) => ({ quantity: p.warehouse.quantity })),
      );
      const lines = selected.map((p) => {
        const row = rows.get(p.id)!;
        const discounted = p.warehouse.discount && !p.warehouse.invalid;
        return frozenLine(p, row.productId, discounted ? (row.promoId ?? null) : null);
      });
      const voucherIds = cart.vouchers.filter((v) => v.usable).map((v) => v.id);
      return save({ userId, guest: false, lines, voucherIds });
    },

    /** Guests check out without promos (spec 1 §6): every line at its regular price. */
    async forGuest(products: CartLineInput[]) {
      const wanted = new Map<string, number>();
      for (const p of products) wanted.set(p.id, (wanted.get(p.id) ?? 0) + p.quantity);
      const ids = [...wanted.keys()];
      if (ids.some((id) => !isUuid(id))) throw notFound(m.productNotFound);
      const rows = new Map((await variantRows(db, ids)).map((r) => [r.variantId, r]));
      const now = new Date();
      const lines = ids.map((id) => {
        const row = rows.get(id);
        if (!row) throw notFound(m.productNotFound);
        const quantity = wanted.get(id)!;
        if (!row.status) throw badRequest(`${row.name}: ${m.productUnavailable}`);
        if (row.stock <= 0) throw badRequest(`${row.name}: ${m.soldOut}`);
        if (quantity > row.stock) throw badRequest(`${row.name}: ${fill(m.overStock, { stock: row.stock })}`);
        checkVariantCap(caps, row, quantity, `${row.name} ${row.size}`.trim());
        const item = toCartItem(row, quantity, true, now);
        return frozenLine({ ...item, warehouse: { ...item.warehouse, fixedPrice: row.price } }, row.productId, null);
      });
      checkOrderUnits(caps, lines);
      return save({ userId: null, guest: true, lines, voucherIds: [] });
    },
  };
}
