import { legalHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';
import { Component } from './privacy-policy-page';

/** /privacy-policy: the page and its head. */
export const privacyPolicyRoute = {
  handle: { head: ({ site }) => legalHead(site, 'privacy') } satisfies RouteHandle,
  Component,
};
