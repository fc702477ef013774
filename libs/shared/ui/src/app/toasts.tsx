import { lazy, useSyncExternalStore } from 'react';
import { LazyBoundary } from '../feedback/lazy-boundary';
import { useCurrentApp } from '../navigation/app-context';
import { toastContainer } from './toast-container';
import { isNotificationsRequested, loadNotifications, onNotificationsRequested } from '../feedback/notify';

/** At most 2 toasts at once in the link-page tool (spec 3 §9); the shop keeps Mantine's 5. */
const TOAST_LIMIT = { storefront: 5, 'account-checkout': 5, linkpage: 2, backoffice: 5 } as const;

const ToastContainer = lazy(() =>
  Promise.all([loadNotifications(), import('../mantine/mantine-root')]).then(([m, { MantineRoot }]) => ({
    default: toastContainer(m, MantineRoot),
  })),
);

/**
 * Where toasts appear (top right, 3 s). Renders nothing until the first toast asks for the
 * notifications chunk (with Mantine's provider); the container then shows what the store already holds.
 */
export function Toasts() {
  const needed = useSyncExternalStore(onNotificationsRequested, isNotificationsRequested, () => false);
  const limit = TOAST_LIMIT[useCurrentApp()];
  if (!needed) return null;
  return (
    <LazyBoundary>
      <ToastContainer limit={limit} />
    </LazyBoundary>
  );
}
