import { lazy, useSyncExternalStore } from 'react';
import { LazyBoundary } from '../feedback/lazy-boundary';
import { isNotificationsRequested, loadNotifications, onNotificationsRequested, TOAST_MS } from '../feedback/notify';

const ToastContainer = lazy(() =>
  loadNotifications().then((m) => ({
    default: () => <m.Notifications position="top-right" autoClose={TOAST_MS} />,
  })),
);

/**
 * Where toasts appear (top right, 3 s). Renders nothing until the first toast asks for the
 * notifications chunk; the container then shows what the store already holds.
 */
export function Toasts() {
  const needed = useSyncExternalStore(onNotificationsRequested, isNotificationsRequested, () => false);
  if (!needed) return null;
  return (
    <LazyBoundary>
      <ToastContainer />
    </LazyBoundary>
  );
}
