import { headOnServer, lazyHead } from '../../shared/route-head';
import { Component } from './terms-condition-page';

export const termsConditionHandle = lazyHead(() => import('./legal-head').then((m) => m.termsConditionPageHead));

/** /terms-condition: the page and its head (loaded on the server, or with a navigation to it). */
export const termsConditionRoute = {
  loader: async () => {
    await headOnServer(termsConditionHandle);
    return null;
  },
  handle: termsConditionHandle,
  Component,
};
