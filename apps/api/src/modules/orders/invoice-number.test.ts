import { describe, expect, it } from 'vitest';
import { newInvoice } from './create-order';

describe('invoice number', () => {
  it("carries the shop's day (WIB): an order at 01.45 WIB on 24 Nov is numbered …20261124…", () => {
    // 01.45 WIB on 24 Nov 2026 is 18.45 UTC on 23 Nov.
    expect(newInvoice(new Date('2026-11-23T18:45:00Z'))).toMatch(/^NMW-20261124-[0-9A-F]{8}$/);
    expect(newInvoice(new Date('2026-11-24T16:59:59Z'))).toMatch(/^NMW-20261124-/);
    expect(newInvoice(new Date('2026-11-24T17:00:00Z'))).toMatch(/^NMW-20261125-/);
  });
});
