import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearOtpRecord,
  pendingVerificationOf,
  readOtpRecord,
  safeRedirectTarget,
  saveOtpRecord,
  setFlashMessage,
  setRememberMe,
  startSession,
  takeFlashMessage,
} from './auth';
import { ApiError } from './errors';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('safeRedirectTarget', () => {
  it.each([
    ['/user/profile?action=bank', '/user/profile?action=bank'],
    ['/checkout', '/checkout'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['user/profile', '/'],
    ['/\t/evil.example/pwned', '/'],
    ['/\n/evil.example/pwned', '/'],
    ['/\r/evil.example/pwned', '/'],
    ['\t//evil.example', '/'],
    ['/ /evil.example', '/%20/evil.example'],
    ['\\\\evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['%2F%2Fevil.example', '/'],
    ['https://shop.example/checkout', '/checkout'],
    ['http://shop.example/checkout', '/'],
    ['https://shop.example.evil.example/checkout', '/'],
    ['https://user@evil.example/checkout', '/'],
    ['javascript:alert(1)', '/'],
    [' javascript:alert(1)', '/'],
    ['java\tscript:alert(1)', '/'],
    ['data:text/html,x', '/'],
    ['/api/auth/logout', '/'],
    ['/_ac/assets/x.js', '/'],
    ['/user/activity?action=wishlist#top', '/user/activity?action=wishlist#top'],
  ])('%j → %j', (value, target) => {
    expect(safeRedirectTarget(value, 'https://shop.example')).toBe(target);
  });
});

describe('pendingVerificationOf', () => {
  it('reads the OTP record from errors[0].value of a 418', () => {
    const record = { phone: '62812345678', expired: '2026-01-01T00:00:00.000Z', email: 'a@b.id' };
    const error = new ApiError('Verifikasi nomor telepon', 418, [{ message: 'x', value: record }]);
    expect(pendingVerificationOf(error)).toEqual(record);
  });
  it('accepts a bare phone as the reference', () => {
    const error = new ApiError('x', 418, [{ message: 'x', value: '62812345678' }]);
    expect(pendingVerificationOf(error)).toEqual({ phone: '62812345678', expired: '', email: '' });
  });
  it('is null for other failures', () => {
    expect(pendingVerificationOf(new ApiError('Kata sandi salah', 401, [{ message: 'x', value: '628' }]))).toBeNull();
    expect(pendingVerificationOf(new ApiError('x', 418))).toBeNull();
    expect(pendingVerificationOf(new Error('x'))).toBeNull();
  });
});

describe('browser storage', () => {
  let cookies: string[];
  beforeEach(() => {
    cookies = [];
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        cookies.push(value);
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the OTP record under "otp" and ignores a broken one', () => {
    saveOtpRecord({ phone: '62812345678', expired: '2026-01-01T00:00:00.000Z', email: 'a@b.id' });
    expect(JSON.parse(localStorage.getItem('otp') ?? '')).toMatchObject({ phone: '62812345678' });
    expect(readOtpRecord()?.email).toBe('a@b.id');
    localStorage.setItem('otp', '{broken');
    expect(readOtpRecord()).toBeNull();
    saveOtpRecord({ phone: '62812345678', expired: 'x', email: '' });
    clearOtpRecord();
    expect(readOtpRecord()).toBeNull();
  });

  it('hands a flash message out once', () => {
    setFlashMessage('Akun kamu berhasil keluar');
    expect(takeFlashMessage()).toBe('Akun kamu berhasil keluar');
    expect(takeFlashMessage()).toBeNull();
  });

  it('marks the session for a day, or for the browser session when remember-me was unticked; never writes the token', () => {
    startSession('token-1');
    expect(cookies[0]).toContain('SESSION__=1');
    expect(cookies[0]).toContain('max-age=86400');
    setRememberMe(false);
    startSession('token-2');
    expect(cookies[1]).toContain('SESSION__=1');
    expect(cookies[1]).not.toContain('max-age');
    expect(cookies.join(' ')).not.toContain('token-');
  });
});
