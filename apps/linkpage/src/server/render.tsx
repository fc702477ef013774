import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicLinkPage } from '@rona/domain';
import { isSafeLink, linkPageHead } from '@rona/domain/browser';
import { lt } from '../widgets/texts';
import { LoadFailedPage, MissingPage, PublicPage } from '../viewer/public-page';
import { REDIRECT_DELAY_MS, RedirectMissingPage, RedirectPage } from '../viewer/redirect-page';
import { SocialPage } from '../viewer/social-page';
import { htmlDocument, type PageHead } from './html';

/**
 * The public viewer pages as whole HTML documents: React renders the same components the studio's
 * preview uses to static markup (no hydration, no script), the CSS goes inline.
 */
export interface RenderContext {
  /** The public origin, for canonical and Open Graph URLs ('https://rona.id'). */
  siteUrl: string;
  /** The viewer's CSS (widgets + viewer stylesheets). */
  css: string;
}

export interface Rendered {
  status: number;
  html: string;
}

function render(status: number, head: PageHead, body: ReactElement, ctx: RenderContext): Rendered {
  const markup = renderToStaticMarkup(body);
  // React emits `<link rel="preload" as="image">` for the fetchpriority=high picture ahead of the
  // markup (there is no <head> in what it renders): it belongs in the document's head.
  const preloads = /^(?:<link [^>]*>)+/.exec(markup)?.[0] ?? '';
  return {
    status,
    html: htmlDocument({
      head,
      siteUrl: ctx.siteUrl,
      css: ctx.css,
      preloads,
      body: markup.slice(preloads.length),
    }),
  };
}

const description = () => lt('linkpage.viewer.description');
export const linkPagePath = (id: string) => `/short-link/${encodeURIComponent(id)}`;

/** /short-link/{id}: the page, titled by its first text, previewed with its first picture. */
export function renderLinkPage(id: string, page: PublicLinkPage, ctx: RenderContext): Rendered {
  const { title, image } = linkPageHead(page);
  const head: PageHead = {
    title: title ?? lt('linkpage.viewer.defaultTitle'),
    description: description(),
    path: linkPagePath(id),
    image,
  };
  return render(200, head, <PublicPage page={page} />, ctx);
}

/** A page id no page has: 404, not indexed. */
export function renderMissingLinkPage(id: string, ctx: RenderContext): Rendered {
  const head: PageHead = {
    title: lt('linkpage.viewer.notFoundTitle'),
    description: lt('linkpage.viewer.notFoundBody'),
    path: linkPagePath(id),
    noindex: true,
  };
  return render(404, head, <MissingPage />, ctx);
}

/** The API failed: 503 with a plain link that loads `path` again. */
export function renderLoadFailed(path: string, ctx: RenderContext): Rendered {
  const head: PageHead = { title: lt('linkpage.viewer.loadFailed'), description: description(), noindex: true };
  return render(503, head, <LoadFailedPage retryHref={path} />, ctx);
}

/** /short-link: the shop's other channels. */
export function renderSocialPage(ctx: RenderContext): Rendered {
  const head: PageHead = { title: lt('linkpage.social.title'), description: description(), path: '/short-link' };
  return render(200, head, <SocialPage />, ctx);
}

/** No (safe) target for an /everywhere key: 404. */
export function renderRedirectMissing(ctx: RenderContext): Rendered {
  const head: PageHead = { title: lt('linkpage.redirect.notFound'), description: description(), noindex: true };
  return render(404, head, <RedirectMissingPage />, ctx);
}

/**
 * /everywhere/{params}: the spec's page, and the browser itself opens `target` after 2 s through
 * `<meta http-equiv="refresh">`. A target that is not a safe link (javascript:, data:, …) is never
 * emitted: the visitor gets the not-found page instead.
 */
export function renderRedirectPage(target: string, ctx: RenderContext): Rendered {
  if (!isSafeLink(target)) return renderRedirectMissing(ctx);
  const head: PageHead = {
    title: lt('linkpage.redirect.title'),
    description: description(),
    noindex: true,
    refresh: { seconds: REDIRECT_DELAY_MS / 1000, url: target },
  };
  return render(200, head, <RedirectPage target={target} />, ctx);
}
