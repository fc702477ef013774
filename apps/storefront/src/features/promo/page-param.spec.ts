import { describe, expect, it } from 'vitest';
import { readPage } from './page-param';

describe('readPage', () => {
  it('reads a whole page number from the URL', () => {
    expect(readPage('2')).toBe(2);
    expect(readPage('15')).toBe(15);
  });

  it('falls back to page 1 for a missing, zero, negative, fractional or garbled value', () => {
    for (const value of [null, '', '0', '-3', '1.5', 'dua', '2abc', '99999999999999999999']) {
      expect(readPage(value), String(value)).toBe(1);
    }
  });
});
