import { describe, expect, it } from 'vitest';
import { PAGE_WINDOW_SIZE, pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [2, 2, [1, 2]],
    [1, 0, []],
    [0, 5, [1, 2, 3]],
    [99, 5, [3, 4, 5]],
    [NaN, 5, [1, 2, 3]],
  ])('page %s of %s → %j', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });

  it('takes another window size', () => {
    expect(PAGE_WINDOW_SIZE).toBe(3);
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(5, 10, 0)).toEqual([5]);
  });
});
