import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { WorkbenchPage } from './workbench-page';

export const workbenchRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="orders:read">
      <WorkbenchPage />
    </PermittedPage>
  ),
};
