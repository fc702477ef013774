import type { RouteObject } from 'react-router-dom';
import { SecurityPage } from './security-page';

export const securityRoute: Pick<RouteObject, 'Component'> = { Component: SecurityPage };
