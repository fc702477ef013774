import type { RouteObject } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { InvitationPage } from './invitation-page';
import { StaffPage } from './staff-page';

/** Staff accounts and roles: staff:manage. */
export const staffRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="staff:manage">
      <StaffPage />
    </PermittedPage>
  ),
};

/** The invitation link's page: public, like the login. */
export const invitationRoute: Pick<RouteObject, 'Component'> = { Component: InvitationPage };
