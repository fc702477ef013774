import { errorMessages, NEXT_PAGE_ERRORS_KEY } from '@rona/api-client';
import { loadFieldLabels, t } from '@rona/i18n';

/** Toasts sit top right and last 3 s (spec 1 §9). */
export const TOAST_MS = 3000;

type Tone = 'red' | 'green' | 'blue';
type NotificationsModule = typeof import('@mantine/notifications');

/**
 * Mantine's notifications (store, container, transitions: ~13 KB gzipped) are fetched with the
 * first toast instead of with every first load. `<Toasts />` mounts the container once this
 * module has been asked for it.
 */
let loading: Promise<NotificationsModule> | null = null;
const listeners = new Set<() => void>();

export function loadNotifications(): Promise<NotificationsModule> {
  if (!loading) {
    loading = import('@mantine/notifications');
    listeners.forEach((l) => l());
  }
  return loading;
}
export const isNotificationsRequested = (): boolean => loading !== null;
export function onNotificationsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toast(color: Tone, message: string): void {
  // Offline, the toasts' module and container may not be in the browser yet (they come with the first toast).
  if (!navigator.onLine) return plainToast(color, message);
  void loadNotifications().then(
    ({ notifications }) =>
      notifications.show({
        color,
        message,
        autoClose: TOAST_MS,
        position: 'top-right',
        closeButtonProps: { 'aria-label': t('toast.close') },
      }),
    () => {
      // The line dropped before the module came: say it plainly, fetch it next time.
      loading = null;
      plainToast(color, message);
    },
  );
}

const PLAIN_TONE: Record<Tone, string> = {
  red: 'var(--mantine-color-red-9)',
  green: 'var(--mantine-color-green-9)',
  blue: 'var(--mantine-color-blue-9)',
};

/** A toast without Mantine: the same place, words and 3 s, announced as an alert. */
function plainToast(color: Tone, message: string): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.textContent = message;
  Object.assign(box.style, {
    position: 'fixed',
    top: '16px',
    right: '16px',
    left: 'auto',
    maxWidth: 'min(440px, calc(100vw - 32px))',
    zIndex: '1000',
    padding: '12px 16px',
    background: '#fff',
    color: '#212529',
    borderLeft: `4px solid ${PLAIN_TONE[color]}`,
    borderRadius: '8px',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
    font: '14px/1.4 var(--mantine-font-family, sans-serif)',
  });
  document.body.append(box);
  setTimeout(() => box.remove(), TOAST_MS);
}

/** The one shared error handler (spec 1 §8): a red toast per message the error carries. */
export function notifyError(error: unknown): void {
  // Without the labels (offline before they loaded) the messages still show, without a field's name.
  void loadFieldLabels()
    .catch(() => undefined)
    .then(() => {
      for (const message of errorMessages(error)) toast('red', message);
    });
}

export function notifySuccess(message: string): void {
  toast('green', message);
}

export function notifyInfo(message: string): void {
  toast('blue', message);
}

const CARRIED_KEY = NEXT_PAGE_ERRORS_KEY;

/**
 * The shared error handler's toasts, shown on the next page instead: a page of another app is a
 * full load, which drops the toasts on screen (e.g. the unpaid-order message before the browser
 * goes to the unpaid tab). The next page shows them as it starts (below).
 */
export function notifyErrorAfterNavigation(error: unknown): void {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(errorMessages(error)));
  } catch {
    notifyError(error);
  }
}

/** Shows (once) the toasts a previous page of this tab kept for this one. */
export function showCarriedToasts(): void {
  let messages: unknown;
  try {
    messages = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? 'null');
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  if (Array.isArray(messages)) for (const m of messages) if (typeof m === 'string') toast('red', m);
}

// Every app loads this module at start: a page shows what the previous one kept for it, once the
// current task (the app's first render) is done.
if (typeof window !== 'undefined') setTimeout(showCarriedToasts, 0);
