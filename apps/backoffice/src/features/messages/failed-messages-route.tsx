import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { FailedMessagesPage } from './failed-messages-page';

/** Messages that failed to send: listing needs `orders:read` (as the order notes); 'Kirim Ulang' also `messages:resend`. */
export const failedMessagesRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:read">
      <FailedMessagesPage />
    </PermittedPage>
  ),
};
