import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from './dashboard-page';

/** `/admin`: every staff member's home; the page shows only the parts the API answered for their keys. */
export const dashboardRoute: Pick<RouteObject, 'Component'> = { Component: DashboardPage };
