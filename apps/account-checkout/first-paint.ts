import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
// Build-time code that Nx and Vite load with Node: a path, not the package, so Vite bundles the .ts.
/* eslint-disable @nx/enforce-module-boundaries */
import { accountMessages } from '../../libs/shared/i18n/src/messages/id/account.ts';
import { authMessages } from '../../libs/shared/i18n/src/messages/id/auth.ts';
import { brandMessages } from '../../libs/shared/i18n/src/messages/id/brand.ts';
import { checkoutMessages } from '../../libs/shared/i18n/src/messages/id/checkout.ts';
import { layoutMessages } from '../../libs/shared/i18n/src/messages/id/layout.ts';
/* eslint-enable @nx/enforce-module-boundaries */

const SHELL_PAGE = /<!--rona-shell-page-->[^]*?<!--\/rona-shell-page-->/;

const lines = (n: number) => '<div class="rona-shell-line"></div>'.repeat(n);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The profile's tabs, in its order (src/features/account/profile-tabs.ts). */
const PROFILE_TABS = ['points', 'profile', 'destination', 'bank', 'analytic', 'settings'] as const;

/**
 * /user/profile's first screen without the member's data: the head (a skeleton for the greeting, the
 * link to the activity page), the lead, the tabs and a skeleton for the tab. The lead is the same for
 * every member and every tab, and is the first screen's largest text: what the member's data paints
 * later (the greeting, the point list) is smaller, so the page's largest paint comes with the HTML.
 */
const profileShell = () =>
  `<div class="rona-shell-page rona-shell-wide"><div class="rona-shell-head"><div class="rona-shell-greeting"></div>` +
  `<span class="rona-shell-link">${escape(accountMessages['account.toActivity'])}</span></div>` +
  `<p class="rona-shell-lead">${escape(accountMessages['account.lead'])}</p>` +
  `<div class="rona-shell-tabs" aria-hidden="true">${PROFILE_TABS.map((tab) => `<span>${escape(accountMessages[`account.tab.${tab}`])}</span>`).join('')}</div>` +
  `<div class="rona-shell-panel">${lines(3)}</div></div>`;

/**
 * The pages whose first screen has words the build knows (their title; the checkout's cut-off
 * note): each gets its own HTML, `pages/<path>.html`, which the gateway and nginx serve for that path
 * (libs/shared/page-server's serveHtml, deploy/nginx/app-host.conf.template). That text is what the
 * page's largest paint is (Lighthouse's LCP), so it comes with the HTML instead of after ~200 KB of
 * script. The other pages keep index.html's skeleton.
 */
export const PAGE_SHELLS: Record<string, string> = {
  '/login': `<h1 class="rona-shell-title">${escape(authMessages['auth.login.heading'])}</h1>${lines(3)}`,
  '/register': `<h1 class="rona-shell-title">${escape(authMessages['auth.register.heading'])}</h1>${lines(3)}`,
  '/checkout': `<h1 class="rona-shell-title">${escape(checkoutMessages['checkout.title'])}</h1><p class="rona-shell-note">${escape(checkoutMessages['checkout.shipping.cutoff'])}</p>${lines(3)}`,
};

/** Pages whose first screen is not a card: their whole page part (`.rona-shell-page`). */
export const WIDE_PAGE_SHELLS: Record<string, string> = {
  '/user/profile': profileShell(),
};

/** index.html's page part with `body` in its card. */
export function pageShell(html: string, body: string): string {
  return widePageShell(html, `<div class="rona-shell-page"><section class="rona-shell-card">${body}</section></div>`);
}

/** index.html with `page` as its page part. */
export function widePageShell(html: string, page: string): string {
  return html.replace(SHELL_PAGE, page);
}

/**
 * The first paint of index.html before the app's code has come (issue 24: no blank screen on a slow
 * line): the header with the brand and a page skeleton, in plain HTML and CSS (the pages' CSP allows
 * no inline script). React replaces it on its first render. Its words come from @rona/i18n here, at
 * build time, so index.html keeps no copy of them. The pages of PAGE_SHELLS get their own copy with
 * their title in the card.
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
    writeBundle(options) {
      if (!options.dir) return;
      const index = readFileSync(join(options.dir, 'index.html'), 'utf8');
      const pages = [
        ...Object.entries(PAGE_SHELLS).map(([path, body]) => [path, pageShell(index, body)]),
        ...Object.entries(WIDE_PAGE_SHELLS).map(([path, page]) => [path, widePageShell(index, page)]),
      ];
      for (const [path, html] of pages) {
        const file = join(options.dir, 'pages', `${path}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
    },
  };
}
