import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';

/** Customers: looking up needs orders:read; each action on the page names its own key. */
export const customersRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:read">
      <CustomersPage />
    </PermittedPage>
  ),
};

export const customerRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:read">
      <CustomerPage />
    </PermittedPage>
  ),
};
