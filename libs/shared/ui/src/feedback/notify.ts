import { notifications } from '@mantine/notifications';
import { errorMessages } from '@rona/api-client';

/** Toasts sit top right and last 3 s (spec 1 §9). */
export const TOAST_MS = 3000;

/** The one shared error handler (spec 1 §8): a red toast per message the error carries. */
export function notifyError(error: unknown): void {
  for (const message of errorMessages(error)) {
    notifications.show({ color: 'red', message, autoClose: TOAST_MS });
  }
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_MS });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: TOAST_MS });
}
