import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale, t, translator } from './index';
import { cartMessages } from './messages/id/cart';
import { translateWith } from './translate';

describe('translators', () => {
  afterEach(() => setLocale('id'));
  it('have the English fallback installed without being asked', () => {
    setLocale('en');
    expect(t('notFound.title')).toBe('Page not found');
    expect(t('search.cancel')).toBe('Batal');
  });
  it('answer the keys of the core areas and of the areas they were made with', () => {
    const cartT = translator(cartMessages);
    expect(cartT('cart.title')).toBe('Keranjang');
    expect(cartT('brand.name')).toBe('Rona');
    expect(cartT('cart.stockLeft', { n: 3 })).toBe('Stok tersisa 3');
  });
  it('translateWith holds only the areas given', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const only = translateWith(cartMessages);
    expect(only('cart.title')).toBe('Keranjang');
    // @ts-expect-error a core key is not one of the given areas: a type error, and the key at run time
    expect(only('brand.name')).toBe('brand.name');
  });
});
