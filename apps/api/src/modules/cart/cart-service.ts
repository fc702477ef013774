import type { Cart, CartItem, CartLineInput, Voucher, VoucherList } from '@rona/domain';
import { cartLineOf, priceCart } from '@rona/rules';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { toCartItem } from './cart-lines';
import {
  addCartUnits,
  appliedVoucherIds,
  claimVoucher,
  emptyCart,
  findByRedeemCode,
  memberCartRow,
  memberCartRows,
  memberVouchers,
  putCartLine,
  removeCartLine,
  replaceAppliedVouchers,
  updateCartLine,
  variantRows,
  voucherUsage,
  type VariantRow,
} from './repository';
import { cartMessages as m, fill } from './messages';
import { checkVariantCap, DEFAULT_ORDER_CAPS, variantCap, type OrderCaps } from './order-caps';
import { voucherFor } from './vouchers';

/** Prices lines with the shared rules: final prices, dropped discounts, and the summary after `vouchers`. */
export function priceItems(items: CartItem[], vouchers: readonly Voucher[] = []) {
  const priced = priceCart(
    items.map(cartLineOf),
    vouchers.filter((v) => v.usable),
  );
  const products = items.map((item, i) => {
    const line = priced.lines[i]!;
    return {
      ...item,
      warehouse: { ...item.warehouse, fixedPrice: line.finalUnitPrice, invalid: line.discountDropped },
    };
  });
  return { products, summary: priced.summary };
}

/**
 * The member's cart, rebuilt from the database on every call: prices, discounts and stock come
 * from the catalogue, the shared pricing rules decide final prices and totals, and the applied
 * vouchers are judged again against this cart. A client never sends a price.
 */
export function cartService(
  db: Database,
  caps: OrderCaps = DEFAULT_ORDER_CAPS,
  /** The time discounts and vouchers are judged at: the app's clock. */
  clock: () => Date = () => new Date(),
) {
  async function variantFor(variantId: string): Promise<VariantRow> {
    const [row] = isUuid(variantId) ? await variantRows(db, [variantId]) : [];
    if (!row) throw notFound(m.productNotFound);
    return row;
  }

  async function existingLine(userId: string, variantId: string) {
    const line = isUuid(variantId) ? await memberCartRow(db, userId, variantId) : null;
    if (!line) throw notFound(m.lineNotFound);
    return line;
  }

  function checkStock(row: VariantRow, quantity: number) {
    if (!row.status) throw badRequest(m.productUnavailable);
    if (row.stock <= 0) throw badRequest(m.soldOut);
    if (quantity > row.stock) throw badRequest(fill(m.overStock, { stock: row.stock }));
    checkVariantCap(caps, row, quantity, `${row.name} ${row.size}`.trim());
  }

  async function read(userId: string, now = clock()): Promise<Cart> {
    const rows = await memberCartRows(db, userId);
    const items = rows.map((r) => toCartItem(r, r.quantity, r.isSelected, now));
    const before = priceItems(items);
    const applied = new Set(await appliedVoucherIds(db, userId));
    const usage = await voucherUsage(db, [...applied], userId);
    const vouchers = applied.size
      ? (await memberVouchers(db, userId))
          .filter((v) => applied.has(v.id))
          .map((v) => voucherFor(v, before.summary.totalPrice, now, 0, usage.get(v.id)))
      : [];
    const { products, summary } = priceItems(items, vouchers);
    return { products, vouchers, summary };
  }

  async function setVouchers(userId: string, ids: string[]) {
    await db.transaction((tx) => replaceAppliedVouchers(tx, userId, ids));
  }

  async function applyVouchers(userId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    const available = new Map((await memberVouchers(db, userId)).map((v) => [v.id, v]));
    const chosen = unique.map((id) => available.get(id));
    if (chosen.some((v) => !v)) throw notFound(m.voucherNotFound);
    const rows = chosen as NonNullable<(typeof chosen)[number]>[];
    if (new Set(rows.map((v) => v.category)).size !== rows.length) throw badRequest(m.oneVoucherPerCategory);
    if (rows.length) {
      const cart = await read(userId);
      if (cart.summary.grandTotal <= 0) throw badRequest(m.zeroTotal);
      const usage = await voucherUsage(
        db,
        rows.map((r) => r.id),
        userId,
      );
      for (const row of rows) {
        const judged = voucherFor(row, cart.summary.totalPrice, clock(), 0, usage.get(row.id));
        if (!judged.usable) throw badRequest(`${judged.name}: ${judged.reason}`);
      }
    }
    await setVouchers(userId, unique);
  }

  /** Claims a redeem code and, when it fits this cart, applies it in place of the voucher of its category. */
  async function claimCode(userId: string, code: string) {
    const voucher = await findByRedeemCode(db, code);
    if (!voucher) throw notFound(m.codeNotFound);
    const now = clock();
    if (voucher.expiresAt <= now) throw badRequest(m.codeExpired);
    await claimVoucher(db, userId, voucher.id);
    const cart = await read(userId, now);
    const usage = (await voucherUsage(db, [voucher.id], userId)).get(voucher.id);
    if (cart.summary.grandTotal > 0 && voucherFor(voucher, cart.summary.totalPrice, now, 0, usage).usable) {
      const others = cart.vouchers
        .filter((v) => v.category !== voucher.category && v.id !== voucher.id)
        .map((v) => v.id);
      await setVouchers(userId, [...others, voucher.id]);
    }
  }

  return {
    read,

    /** A guest's local lines priced like a member's cart (no vouchers); variants that are gone are left out. */
    async priceGuest(lines: { id: string; quantity: number; isSelected: boolean }[]): Promise<Cart> {
      const rows = new Map((await variantRows(db, lines.map((l) => l.id).filter(isUuid))).map((r) => [r.variantId, r]));
      const now = clock();
      const items = lines.flatMap((l) => {
        const row = rows.get(l.id);
        return row ? [toCartItem(row, l.quantity, l.isSelected, now)] : [];
      });
      return { ...priceItems(items), vouchers: [] };
    },

    async add(userId: string, variantId: string, quantity: number) {
      const row = await variantFor(variantId);
      const existing = await memberCartRow(db, userId, row.variantId);
      checkStock(row, (existing?.quantity ?? 0) + quantity);
      const max = Math.min(row.stock, variantCap(caps, row));
      if (!(await addCartUnits(db, userId, row.variantId, quantity, max))) {
        // Another add got there first: the refusal the line now earns.
        checkStock(row, ((await memberCartRow(db, userId, row.variantId))?.quantity ?? 0) + quantity);
        throw badRequest(fill(m.overStock, { stock: row.stock }));
      }
      return read(userId);
    },

    async remove(userId: string, variantId: string) {
      await existingLine(userId, variantId);
      await removeCartLine(db, userId, variantId);
      return read(userId);
    },

    async editQuantity(userId: string, variantId: string, quantity: number) {
      await existingLine(userId, variantId);
      checkStock(await variantFor(variantId), quantity);
      await updateCartLine(db, userId, variantId, { quantity });
      return read(userId);
    },

    async editSelected(userId: string, variantId: string, isSelected: boolean) {
      await existingLine(userId, variantId);
      await updateCartLine(db, userId, variantId, { isSelected });
      return read(userId);
    },

    async updateVouchers(userId: string, body: { voucherId?: string[]; redeemCode?: string }) {
      if (body.redeemCode !== undefined) await claimCode(userId, body.redeemCode);
      else await applyVouchers(userId, body.voucherId ?? []);
      return read(userId);
    },

    async vouchers(userId: string): Promise<VoucherList> {
      const now = clock();
      const cart = await read(userId, now);
      const rows = await memberVouchers(db, userId);
      const usage = await voucherUsage(
        db,
        rows.map((v) => v.id),
        userId,
      );
      const judged = rows.map((v) => voucherFor(v, cart.summary.totalPrice, now, 0, usage.get(v.id)));
      return { usable: judged.filter((v) => v.usable), unusable: judged.filter((v) => !v.usable) };
    },

    /**
     * At login: the local cart's lines join the server cart (quantities added), or replace it.
     * Lines that are gone or sold out are skipped and quantities are capped at the stock, so a
     * stale local cart never makes the login fail.
     */
    async merge(userId: string, lines: CartLineInput[], mode: 'merge' | 'replace') {
      const wanted = new Map<string, number>();
      for (const l of lines) if (isUuid(l.id)) wanted.set(l.id, (wanted.get(l.id) ?? 0) + l.quantity);
      const rows = await variantRows(db, [...wanted.keys()]);
      await db.transaction(async (tx) => {
        if (mode === 'replace') await emptyCart(tx, userId);
        for (const row of rows) {
          if (!row.status || row.stock <= 0) continue;
          const current = await memberCartRow(tx, userId, row.variantId);
          const quantity = Math.min(
            row.stock,
            variantCap(caps, row),
            (current?.quantity ?? 0) + (wanted.get(row.variantId) ?? 0),
          );
          await putCartLine(tx, userId, row.variantId, quantity);
        }
      });
      return read(userId);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
