// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionMarker, hasSession, isLoggedIn, markSessionStarted } from './auth-session';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  clearSessionMarker();
  await nextTask();
});

describe('the session marker', () => {
  it('is read from the cookies once per task, however often a render asks', async () => {
    document.cookie = 'SESSION__=1; path=/';
    const cookie = vi.spyOn(document, 'cookie', 'get');
    expect([isLoggedIn(), isLoggedIn(), hasSession('shop')]).toEqual([true, true, true]);
    expect(cookie).toHaveBeenCalledTimes(1);
    cookie.mockRestore();
  });

  it('sees a marker another part of the page set, from the next task on', async () => {
    expect(isLoggedIn()).toBe(false);
    document.cookie = 'SESSION__=1; path=/';
    await nextTask();
    expect(isLoggedIn()).toBe(true);
  });

  it('sees its own writes at once, in the same task', () => {
    expect(isLoggedIn()).toBe(false);
    markSessionStarted();
    expect(isLoggedIn()).toBe(true);
    clearSessionMarker();
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps each scope apart', () => {
    markSessionStarted({ scope: 'admin' });
    expect(hasSession('admin')).toBe(true);
    expect(hasSession('shop')).toBe(false);
    clearSessionMarker('admin');
  });
});
