import { t } from '@rona/i18n';
import { BOOT_FAILURE_ID } from '../boot-failure';

// Inline styles: the notice must look right even when the app's stylesheets are what failed.
const BOX =
  'position:fixed;left:12px;right:12px;bottom:12px;z-index:300;padding:12px 16px;border-radius:12px;' +
  'background:#fff;color:#1f1f1f;box-shadow:0 4px 16px rgba(0,0,0,.2);text-align:center';
const BUTTON =
  'min-height:44px;padding:0 24px;border:0;border-radius:999px;background:#b94429;color:#fff;font:inherit;font-weight:600';

/** The hidden 'Gagal Memuat Halaman' notice with 'Coba Lagi', shown by the entry if the app cannot start (boot-failure.ts). */
export function bootFailureNotice(): string {
  return (
    `<div id="${BOOT_FAILURE_ID}" role="alert" hidden style="${BOX}">` +
    `<p style="margin:0 0 8px">${t('error.pageLoad')}</p>` +
    `<button type="button" style="${BUTTON}">${t('error.retry')}</button></div>`
  );
}
