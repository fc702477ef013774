import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FAILURE_ID, showBootFailure } from './boot-failure';
import { bootFailureNotice } from './server/boot-failure-notice';

describe("the app cannot start: 'Gagal Memuat Halaman' with 'Coba Lagi'", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('is in the server page, hidden, until the entry shows it; Coba Lagi reloads the page', () => {
    document.body.innerHTML = `<div id="root"></div>${bootFailureNotice()}`;
    const notice = document.getElementById(BOOT_FAILURE_ID) as HTMLElement;
    expect(notice.hidden).toBe(true);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('Gagal Memuat Halaman, silahkan coba kembali' + 'Coba Lagi');

    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    showBootFailure(document);
    expect(notice.hidden).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    notice.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing on a page without the notice (a page rendered only in the browser)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => showBootFailure(document)).not.toThrow();
  });
});
