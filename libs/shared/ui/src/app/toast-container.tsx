import { useEffect, type ComponentType, type ReactNode } from 'react';
import type * as NotificationsModule from '@mantine/notifications';
import { TOAST_MS } from '../feedback/notify';

/**
 * The toast container of the lazily loaded notifications module, with a limit of toasts on screen
 * (the rest wait their turn). Toasts shown before the container mounted are sorted into the limit
 * too: Mantine applies a new limit only to later toasts. It brings its own Mantine provider
 * (`Theme`, loaded with it): the storefront has none around its shell.
 */
export function toastContainer(m: typeof NotificationsModule, Theme: ComponentType<{ children: ReactNode }>) {
  return function ToastContainer({ limit }: { limit: number }) {
    useEffect(() => {
      m.notificationsStore.updateState((state) => ({ ...state, limit }));
      m.updateNotificationsState(m.notificationsStore, (all) => all);
    }, [limit]);
    return (
      <Theme>
        <m.Notifications position="top-right" autoClose={TOAST_MS} limit={limit} />
      </Theme>
    );
  };
}
