import { describe, expect, it } from 'vitest';
import { PAYMENT_PAGE_METHODS, paths } from './paths';

describe('paths.payment (spec 2 §2: the method code in lowercase, underscores as hyphens)', () => {
  it.each([
    ['VIRTUAL_ACCOUNT_BCA', '/payment/virtual-account/NMW-1'],
    ['virtual_account_mandiri', '/payment/virtual-account/NMW-1'],
    ['VIRTUAL_ACCOUNT', '/payment/virtual-account/NMW-1'],
    ['CREDIT_CARD', '/payment/credit-card/NMW-1'],
    ['ONLINE_TO_OFFLINE_ALFA', '/payment/online-to-offline/NMW-1'],
    ['EMONEY_SHOPEE_PAY', '/payment/emoney-shopee-pay/NMW-1'],
  ])('a %s order is paid at %s', (methode, path) => {
    expect(paths.payment(methode, 'NMW-1')).toBe(path);
  });

  it('a channel outside the four codes keeps its own code in the path', () => {
    expect(paths.payment('EMONEY_OVO', 'NMW-1')).toBe('/payment/emoney-ovo/NMW-1');
  });

  it('names the same four codes as the spec (§9)', () => {
    expect(PAYMENT_PAGE_METHODS).toEqual(['VIRTUAL_ACCOUNT', 'CREDIT_CARD', 'ONLINE_TO_OFFLINE', 'EMONEY_SHOPEE_PAY']);
  });
});
