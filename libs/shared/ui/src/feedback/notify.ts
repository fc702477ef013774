import { errorMessages } from '@rona/api-client';

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
    notifications.show({ color, message, autoClose: TOAST_MS, position: 'top-right' }),
  );
}

/** The one shared error handler (spec 1 §8): a red toast per message the error carries. */
export function notifyError(error: unknown): void {
  for (const message of errorMessages(error)) toast('red', message);
}

export function notifySuccess(message: string): void {
  toast('green', message);
}

export function notifyInfo(message: string): void {
  toast('blue', message);
}
