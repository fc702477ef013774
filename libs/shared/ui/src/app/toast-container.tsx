import { useEffect } from 'react';
import type * as NotificationsModule from '@mantine/notifications';
import { TOAST_MS } from '../feedback/notify';

/**
 * The toast container of the lazily loaded notifications module, with a limit of toasts on screen
 * (the rest wait their turn). Toasts shown before the container mounted are sorted into the limit
 * too: Mantine applies a new limit only to later toasts.
 */
export function toastContainer(m: typeof NotificationsModule) {
  return function ToastContainer({ limit }: { limit: number }) {
    useEffect(() => {
      m.notificationsStore.updateState((state) => ({ ...state, limit }));
      m.updateNotificationsState(m.notificationsStore, (all) => all);
    }, [limit]);
    return <m.Notifications position="top-right" autoClose={TOAST_MS} limit={limit} />;
  };
}
