import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

export const forgotPasswordRoute = { Component: ForgotPasswordPage };
export const resetPasswordRoute = { Component: ResetPasswordPage };
