import { RegisterPage } from './register-page';

export const registerRoute = { Component: RegisterPage };
