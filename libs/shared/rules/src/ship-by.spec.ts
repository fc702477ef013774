import { describe, expect, it } from 'vitest';
import { isLateToShip, shipByTime } from './ship-by';

// 2026-11-23 is a Monday; WIB is UTC+7.
const wib = (local: string) => new Date(`${local}+07:00`);

describe('shipByTime', () => {
  it('ships a payment before 14:00 WIB that working day', () => {
    expect(shipByTime(wib('2026-11-23T13:59:59'))).toEqual(wib('2026-11-23T23:59:59.999'));
    expect(shipByTime(wib('2026-11-23T00:05:00'))).toEqual(wib('2026-11-23T23:59:59.999'));
  });

  it('ships a payment at or after 14:00 WIB the next working day', () => {
    expect(shipByTime(wib('2026-11-23T14:00:00'))).toEqual(wib('2026-11-24T23:59:59.999'));
    expect(shipByTime(wib('2026-11-23T23:30:00'))).toEqual(wib('2026-11-24T23:59:59.999'));
  });

  it('reads the day in WIB, not UTC (18:00 UTC Sunday is 01:00 Monday WIB)', () => {
    expect(shipByTime(new Date('2026-11-22T18:00:00Z'))).toEqual(wib('2026-11-23T23:59:59.999'));
  });

  it('skips Sunday: Saturday afternoon and Sunday ship on Monday', () => {
    expect(shipByTime(wib('2026-11-28T10:00:00'))).toEqual(wib('2026-11-28T23:59:59.999'));
    expect(shipByTime(wib('2026-11-28T15:00:00'))).toEqual(wib('2026-11-30T23:59:59.999'));
    expect(shipByTime(wib('2026-11-29T09:00:00'))).toEqual(wib('2026-11-30T23:59:59.999'));
  });

  it('is late only past the time and while not shipped', () => {
    const by = wib('2026-11-23T23:59:59.999');
    expect(isLateToShip(by, wib('2026-11-24T00:00:00'), false)).toBe(true);
    expect(isLateToShip(by, wib('2026-11-23T20:00:00'), false)).toBe(false);
    expect(isLateToShip(by, wib('2026-11-24T00:00:00'), true)).toBe(false);
  });
});
