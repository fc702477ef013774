import { describe, expect, it } from 'vitest';
import { loginTarget } from './login-target';

describe('loginTarget', () => {
  it('lands on the day at a glance, which every role may open', () => {
    expect(loginTarget(null)).toBe('/admin');
    expect(loginTarget('')).toBe('/admin');
  });

  it('goes back to the back-office page that asked for the login', () => {
    expect(loginTarget('/admin/stock?filter=low')).toBe('/admin/stock?filter=low');
    expect(loginTarget('/admin')).toBe('/admin');
  });

  it('never leaves the back office nor loops to the login', () => {
    for (const r of ['https://evil.example/admin', '//evil.example', '/\\evil.example', '/account', '/admin/login']) {
      expect(loginTarget(r)).toBe('/admin');
    }
  });
});
