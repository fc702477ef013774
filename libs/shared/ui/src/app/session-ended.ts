import { onSessionEnded, SESSION_ENDED_KEY } from '@rona/api-client';
import { t } from '@rona/i18n';
import { notifyInfo } from '../feedback/notify';

const PENDING_KEY = SESSION_ENDED_KEY;
const RELOAD_GUARD_MS = 10_000;

function store(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A session that has ended (password reset elsewhere, expiry, logout on another device) turns the
 * visitor into a guest: the API already dropped its cookie and answers as a guest; here the page
 * loads again as a guest (no member data stays in memory) and says 'Sesi Berakhir, silahkan login
 * kembali' once. A second end within seconds of that reload does nothing (never a reload loop).
 */
export function installSessionEndedHandler(): void {
  const s = store();
  const pending = s?.getItem(PENDING_KEY);
  if (pending) {
    s?.removeItem(PENDING_KEY);
    notifyInfo(t('session.ended'));
  }
  onSessionEnded((scope) => {
    if (scope !== 'shop') return;
    const reloadedJustNow = pending && Date.now() - Number(pending) < RELOAD_GUARD_MS;
    if (reloadedJustNow) return; // said already, after the reload
    if (!s) {
      notifyInfo(t('session.ended'));
      return;
    }
    s.setItem(PENDING_KEY, String(Date.now()));
    window.location.reload();
  });
}
