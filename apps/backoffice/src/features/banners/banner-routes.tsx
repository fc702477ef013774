import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { BannersPage } from './banners-page';

/** Home banners and certificates (issue 28 §2): reading and writing both need `promotions:write`. */
export const bannersRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <BannersPage />
    </PermittedPage>
  ),
};
