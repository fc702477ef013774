import { headOnServer, lazyHead } from '../../shared/route-head';
import { Component } from './privacy-policy-page';

export const privacyPolicyHandle = lazyHead(() => import('./legal-head').then((m) => m.privacyPolicyPageHead));

/** /privacy-policy: the page and its head (loaded on the server, or with a navigation to it). */
export const privacyPolicyRoute = {
  loader: async () => {
    await headOnServer(privacyPolicyHandle);
    return null;
  },
  handle: privacyPolicyHandle,
  Component,
};
