import { describe, expect, it } from 'vitest';
import { maskUsername } from './masking';

describe('maskUsername', () => {
  it.each([
    ['Siti Rahma', 'S**i R***a'],
    ['Ani', 'A*i'],
    ['Al', 'Al'],
    ['B', 'B'],
    ['  Dewi   Ayu  Lestari ', 'D**i A*u L*****i'],
    ['Jo Ok Budi', 'Jo Ok B**i'],
    ['', ''],
    ['   ', ''],
    ['Zoë😀x', 'Z***x'],
  ])('%j → %j', (name, masked) => {
    expect(maskUsername(name)).toBe(masked);
  });
});
