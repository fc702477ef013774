import { LoginPage } from './login-page';

export const loginRoute = { Component: LoginPage };
