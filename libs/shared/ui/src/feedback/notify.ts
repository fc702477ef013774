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
  void loadNotifications().then(({ notifications }) =>
    notifications.show({
      color,
      message,
      autoClose: TOAST_MS,
      position: 'top-right',
      closeButtonProps: { 'aria-label': t('toast.close') },
    }),
  );
}

/** The one shared error handler (spec 1 §8): a red toast per message the error carries. */
export function notifyError(error: unknown): void {
  void loadFieldLabels().then(() => {
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
