/** Cart quantities: at least 1 and at most the stock (spec 1 §4, §5). */

/** The plus button works while the quantity is below the stock. */
export const canIncrement = (quantity: number, stock: number): boolean => quantity < stock;

/** The minus button works while the quantity is above 1. */
export const canDecrement = (quantity: number): boolean => quantity > 1;

/**
 * A typed or merged quantity brought into 1…stock, as a whole number. With no stock left the
 * answer is still 1: a line never goes to 0 (removing it is its own action).
 */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, stock));
}

/** A guest adding a variant already in the local cart: the quantities merge, within the stock. */
export const mergedQuantity = (inCart: number, added: number, stock: number): number =>
  clampQuantity(inCart + added, stock);

/**
 * The most a shopper can pick on the product page's stepper: the stock, and the variant's order
 * cap when the page knows it (docs/product/orders.md); never below 1.
 */
export const pickableMax = (stock: number, cap?: number | null): number => Math.max(1, Math.min(stock, cap ?? stock));
