import { describe, expect, it } from 'vitest';
import { DEFAULT_STARS, starLabel } from './review';

describe('starLabel', () => {
  it.each([
    [1, 'Sangat Buruk'],
    [2, 'Buruk'],
    [3, 'Cukup'],
    [4, 'Baik'],
    [5, 'Sangat Baik'],
    [0, 'Sangat Buruk'],
    [9, 'Sangat Baik'],
    [3.6, 'Baik'],
    [NaN, 'Sangat Baik'],
  ])('%s → %s', (score, label) => {
    expect(starLabel(score)).toBe(label);
  });
  it('starts at 5', () => {
    expect(DEFAULT_STARS).toBe(5);
  });
});
