import { OtpPage } from './otp-page';

export const otpRoute = { Component: OtpPage };
