import { describe, expect, it } from 'vitest';
import { paymentViewKind } from './payment';

describe('paymentViewKind', () => {
  it.each([
    ['VIRTUAL_ACCOUNT_BCA', 'VIRTUAL_ACCOUNT'],
    ['virtual_account_mandiri', 'VIRTUAL_ACCOUNT'],
    ['CREDIT_CARD', 'CREDIT_CARD'],
    ['ONLINE_TO_OFFLINE_ALFA', 'ONLINE_TO_OFFLINE'],
    ['EMONEY_SHOPEE_PAY', 'EMONEY_SHOPEE_PAY'],
    ['EMONEY_OVO', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (methode, kind) => {
    expect(paymentViewKind(methode)).toBe(kind);
  });
});
