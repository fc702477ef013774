import { describe, expect, it } from 'vitest';
import { endpoints } from '@rona/domain/browser-endpoints';
import { memberDependentReads } from './use-member-refresh';

describe('member-dependent reads', () => {
  it("are the contract's optionalMember GET endpoints: the product reads carrying wishlist flags among them", () => {
    const reads = memberDependentReads(endpoints);
    expect(reads).toEqual(expect.arrayContaining(['productList', 'productDetail', 'productRecommendations']));
    expect(reads).not.toContain('categories');
    expect(reads).not.toContain('cartList');
    for (const name of reads) expect(endpoints[name]).toMatchObject({ auth: 'optionalMember', method: 'GET' });
  });
});
