import type { Plugin } from 'vite';
// Build-time code that Nx and Vite load with Node: a path, not the package, so Vite bundles the .ts.
/* eslint-disable @nx/enforce-module-boundaries */
import { brandMessages } from '../../libs/shared/i18n/src/messages/id/brand.ts';
import { layoutMessages } from '../../libs/shared/i18n/src/messages/id/layout.ts';
/* eslint-enable @nx/enforce-module-boundaries */

/**
 * The first paint of index.html before the app's code has come (issue 24: no blank screen on a slow
 * line): the header with the brand and a page skeleton, in plain HTML and CSS (the pages' CSP allows
 * no inline script). React replaces it on its first render. Its words come from @rona/i18n here, at
 * build time, so index.html keeps no copy of them.
 */
export function firstPaint(): Plugin {
  const words: Record<string, string> = {
    __RONA_SHELL_BRAND__: brandMessages['brand.name'],
    __RONA_SHELL_HOME__: layoutMessages['header.home'],
  };
  return {
    name: 'rona-account-first-paint',
    transformIndexHtml: (html) =>
      Object.entries(words).reduce((page, [mark, text]) => page.replaceAll(mark, text), html),
  };
}
