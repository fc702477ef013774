import { describe, expect, it } from 'vitest';
import { sumPickList } from './pick-list';

const line = (variantId: string | null, name: string, size: string, quantity: number) => ({
  variantId,
  name,
  size,
  quantity,
});

describe('sumPickList', () => {
  it('sums each product size over the selected orders', () => {
    const rows = sumPickList([
      { lines: [line('v20', 'Serum Niacinamide', '20 ml', 2), line('v50', 'Sunscreen', '50 ml', 1)] },
      { lines: [line('v20', 'Serum Niacinamide', '20 ml', 3), line('v10', 'Serum Niacinamide', '10 ml', 1)] },
    ]);
    expect(rows).toEqual([
      line('v10', 'Serum Niacinamide', '10 ml', 1),
      line('v20', 'Serum Niacinamide', '20 ml', 5),
      line('v50', 'Sunscreen', '50 ml', 1),
    ]);
  });

  it('keeps the sizes of one product apart and adds a size an order has twice', () => {
    const rows = sumPickList([
      { lines: [line(null, 'Toner', '100 ml', 1), line(null, 'Toner', '100 ml', 2), line(null, 'Toner', '30 ml', 4)] },
    ]);
    expect(rows.map((r) => [r.size, r.quantity])).toEqual([
      ['30 ml', 4],
      ['100 ml', 3],
    ]);
  });

  it('is empty for no orders', () => {
    expect(sumPickList([])).toEqual([]);
  });
});
