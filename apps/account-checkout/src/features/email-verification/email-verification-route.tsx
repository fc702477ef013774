import { EmailVerificationPage } from './email-verification-page';

export const emailVerificationRoute = { Component: EmailVerificationPage };
