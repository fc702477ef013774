import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { PackingSlipsPage } from './packing-slips-page';
import { PickListPage } from './pick-list-page';

export const pickListRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:fulfil">
      <PickListPage />
    </PermittedPage>
  ),
};

export const packingSlipsRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:fulfil">
      <PackingSlipsPage />
    </PermittedPage>
  ),
};
