import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime, shopDayKey } from './dates';

describe('shop dates (WIB)', () => {
  it('writes a date in Indonesian, in shop time whatever the moment was written in', () => {
    expect(formatShopDate('2025-03-02T17:30:00Z')).toBe('3 Maret 2025');
    expect(formatShopDate(new Date('2025-03-03T16:59:00Z'))).toBe('3 Maret 2025');
  });

  it('reads a whole day as that WIB day', () => {
    expect(formatShopDate('2021-09-10')).toBe('10 September 2021');
  });

  it('writes a date and time with a short month', () => {
    expect(formatShopDateTime('2025-03-03T07:05:00Z')).toBe('3 Mar 2025, 14.05');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatShopDate(null)).toBe('');
    expect(formatShopDate('')).toBe('');
    expect(formatShopDateTime('nope')).toBe('');
  });

  it('names the WIB day of a moment as YYYY-MM-DD', () => {
    expect(shopDayKey(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
    expect(shopDayKey(new Date('2025-12-31T16:59:59Z'))).toBe('2025-12-31');
  });

  it('writes every month as the shop always has, without the device locale data', () => {
    const realFormat = Intl.DateTimeFormat;
    // A browser whose CLDR data names months differently must still print the server's text.
    Intl.DateTimeFormat = function () {
      throw new Error('dates are not written with Intl');
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      const long = Array.from({ length: 12 }, (_, m) => formatShopDate(new Date(Date.UTC(2025, m, 3, 7, 5))));
      const short = Array.from({ length: 12 }, (_, m) => formatShopDateTime(new Date(Date.UTC(2025, m, 3, 7, 5))));
      expect(long).toEqual(
        'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'
          .split(' ')
          .map((month) => `3 ${month} 2025`),
      );
      expect(short).toEqual(
        'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des'.split(' ').map((month) => `3 ${month} 2025, 14.05`),
      );
    } finally {
      Intl.DateTimeFormat = realFormat;
    }
  });
});
