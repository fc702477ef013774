import { describe, expect, it } from 'vitest';
import { canDecrement, canIncrement, clampQuantity, mergedQuantity, pickableMax } from './quantity';

describe('quantity buttons', () => {
  it('increments only below the stock', () => {
    expect(canIncrement(2, 3)).toBe(true);
    expect(canIncrement(3, 3)).toBe(false);
    expect(canIncrement(4, 3)).toBe(false);
  });
  it('decrements only above 1', () => {
    expect(canDecrement(2)).toBe(true);
    expect(canDecrement(1)).toBe(false);
  });
});

describe('clampQuantity', () => {
  it.each([
    [3, 10, 3],
    [0, 10, 1],
    [-4, 10, 1],
    [12, 10, 10],
    [2.7, 10, 2],
    [NaN, 10, 1],
    [5, 0, 1],
  ])('(%s, stock %s) → %s', (quantity, stock, expected) => {
    expect(clampQuantity(quantity, stock)).toBe(expected);
  });
});

describe('mergedQuantity', () => {
  it('adds within the stock', () => {
    expect(mergedQuantity(2, 3, 10)).toBe(5);
    expect(mergedQuantity(8, 3, 10)).toBe(10);
  });
});

describe('pickableMax', () => {
  it('is the stock, or the order cap when lower, and never below 1', () => {
    expect(pickableMax(8)).toBe(8);
    expect(pickableMax(8, 3)).toBe(3);
    expect(pickableMax(2, 10)).toBe(2);
    expect(pickableMax(0)).toBe(1);
    expect(pickableMax(5, null)).toBe(5);
  });
});
