import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { OrderPage } from './order-page';

export const orderRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:read">
      <OrderPage />
    </PermittedPage>
  ),
};
