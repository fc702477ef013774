import { describe, expect, it } from 'vitest';
import { shopPathOf } from './redirect-target';

const origin = 'https://shop.example';

describe('shopPathOf', () => {
  it.each([
    ['/checkout?step=1#pay', '/checkout?step=1#pay'],
    ['/\t/evil.example/pwned', null],
    ['/\n/evil.example', null],
    ['/\r\n/evil.example', null],
    ['/\\evil.example', null],
    ['//evil.example', null],
    ['https://evil.example/checkout', null],
    ['javascript:alert(1)', null],
    ['/api/auth/logout', null],
    ['/robots.txt', null],
    ['/_sf/assets/app.js', null],
  ])('%j → %j', (target, path) => {
    expect(shopPathOf(target, origin)).toBe(path);
  });
});
