import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  formatCountdownLong,
  formatCountdownShort,
  formatMinutesSeconds,
  isCountdownOver,
  remainingMs,
} from './countdown';

const s = 1000;
const h = 3600 * s;

describe('countdownParts', () => {
  it('splits and rounds seconds up', () => {
    expect(countdownParts(h + 5 * 60 * s + 9 * s)).toEqual({ hours: 1, minutes: 5, seconds: 9 });
    expect(countdownParts(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('isCountdownOver', () => {
  it('is over at 0, below, or for a non-number', () => {
    expect(isCountdownOver(1)).toBe(false);
    expect(isCountdownOver(0)).toBe(true);
    expect(isCountdownOver(-5)).toBe(true);
    expect(isCountdownOver(NaN)).toBe(true);
  });
});

describe('remainingMs', () => {
  const now = new Date('2025-05-10T12:00:00Z');
  it('measures to a date or a date text', () => {
    expect(remainingMs('2025-05-10T12:01:00Z', now)).toBe(60 * s);
    expect(remainingMs(new Date('2025-05-10T11:59:00Z'), now)).toBe(-60 * s);
    expect(remainingMs('later', now)).toBeNaN();
  });
  it('uses the current time by default', () => {
    expect(remainingMs('2000-01-01T00:00:00Z')).toBeLessThan(0);
  });
});

describe('formatMinutesSeconds', () => {
  it('counts every minute and stops at 00:00', () => {
    expect(formatMinutesSeconds(65 * s)).toBe('01:05');
    expect(formatMinutesSeconds(h + 15 * 60 * s)).toBe('75:00');
    expect(formatMinutesSeconds(0)).toBe('00:00');
  });
});

describe('formatCountdownShort', () => {
  it('shows mm:ss, then Payment Expired', () => {
    expect(formatCountdownShort(9 * 60 * s + 59 * s)).toBe('09:59');
    expect(formatCountdownShort(400)).toBe('00:01');
    expect(formatCountdownShort(0)).toBe('Payment Expired');
    expect(formatCountdownShort(-1)).toBe('Payment Expired');
  });
});

describe('formatCountdownLong', () => {
  it('shows hh mm ss, then Payment Expired', () => {
    expect(formatCountdownLong(h + 5 * 60 * s + 9 * s)).toBe('01 jam 05 menit 09 detik');
    expect(formatCountdownLong(23 * h + 59 * 60 * s + 59 * s)).toBe('23 jam 59 menit 59 detik');
    expect(formatCountdownLong(100 * h)).toBe('100 jam 00 menit 00 detik');
    expect(formatCountdownLong(0)).toBe('Payment Expired');
  });
});
