import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { FailedMessagesPage } from './failed-messages-page';

/** Messages that failed to send: listing and sending again need `orders:read` (as the order notes). */
export const failedMessagesRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:read">
      <FailedMessagesPage />
    </PermittedPage>
  ),
};
