import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskUsername } from './masking';

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

describe('maskPhone', () => {
  it.each([
    ['6281234567890', '62812*****890'],
    ['62812345678', '62812***678'],
    ['+62 812-345-678', '62812***678'],
    ['12345', '12345'],
    ['', ''],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('siti.rahma@mail.com')).toBe('s***@mail.com');
    expect(maskEmail('a@b.id')).toBe('a***@b.id');
  });
  it('hides text that is no address, and leaves nothing as nothing', () => {
    expect(maskEmail('tanpa-at')).toBe('***');
    expect(maskEmail('')).toBe('');
  });
});
