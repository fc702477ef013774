/** One order line as the pick list reads it (adminPickListSchema's fields). */
export interface PickLine {
  variantId: string | null;
  name: string;
  /** The size the warehouse picks, e.g. '20 ml'. */
  size: string;
  quantity: number;
}

/**
 * The pick list of a selection of orders: every line summed per product size (one walk to the shelf
 * per size; a variant id when the line has one, else its name and size), sorted by name then size so
 * the list reads like the shelves. The API's pick list and the back office use this one rule.
 */
export function sumPickList(orders: readonly { lines: readonly PickLine[] }[]): PickLine[] {
  const rows = new Map<string, PickLine>();
  for (const order of orders) {
    for (const line of order.lines) {
      const key = line.variantId ?? `${line.name}\u0000${line.size}`;
      const row = rows.get(key) ?? { variantId: line.variantId, name: line.name, size: line.size, quantity: 0 };
      row.quantity += line.quantity;
      rows.set(key, row);
    }
  }
  const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
  return [...rows.values()].sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.size, b.size));
}
