import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupiah } from './money';

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [500, 'Rp 500'],
    [1000, 'Rp 1.000'],
    [1250000, 'Rp 1.250.000'],
    [12500.5, 'Rp 12.500,5'],
    [12500.25, 'Rp 12.500,25'],
    [12500.129, 'Rp 12.500,13'],
    [99.999, 'Rp 100'],
    [-5000, '-Rp 5.000'],
    [-0.001, 'Rp 0'],
    [-0, 'Rp 0'],
    [NaN, 'Rp 0'],
    [Infinity, 'Rp 0'],
  ])('%s → %s', (n, text) => {
    expect(formatRupiah(n)).toBe(text);
  });
});

describe('formatNumber', () => {
  it('has no currency', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(-1234)).toBe('-1.234');
  });
});
