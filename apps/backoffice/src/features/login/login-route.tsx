import type { RouteObject } from 'react-router-dom';
import { LoginPage } from './login-page';

export const loginRoute: Pick<RouteObject, 'Component'> = { Component: LoginPage };
