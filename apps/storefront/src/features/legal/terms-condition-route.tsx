import { legalHead } from '@rona/seo';
import type { RouteHandle } from '../../shared/page-head';
import { Component } from './terms-condition-page';

/** /terms-condition: the page and its head. */
export const termsConditionRoute = {
  handle: { head: ({ site }) => legalHead(site, 'terms') } satisfies RouteHandle,
  Component,
};
