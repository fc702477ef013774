import { describe, expect, it } from 'vitest';
import { findMissing, keyAreas } from './i18n-area-imports';

describe('i18n areas', () => {
  it('knows the keys of the non-core areas', () => {
    expect(keyAreas().get('cart.deleteAllTitle')).toBe('cart');
    expect(keyAreas().has('header.cart')).toBe(false); // layout is core
  });

  it('every front-end module imports the areas whose strings it shows (fix: npx tsx tools/scripts/i18n-area-imports.ts --fix)', () => {
    expect(findMissing()).toEqual([]);
  });
});
