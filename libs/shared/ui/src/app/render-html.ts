import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

export interface RenderedHtml {
  /** Tags React hoists for the document's head (its preload of the page's high-priority picture). */
  head: string;
  /** The app's markup, for inside #root. */
  body: string;
}

/** The resource tags React writes before the app's markup when it renders into an element, not a whole document. */
const LEADING_HEAD_TAGS = /^(?:<link\b[^>]*>)+/;

/**
 * A page's HTML from React's server renderer (decision 019), the one function the page server and
 * the server-render tests call: every Suspense boundary is waited for (complete HTML for crawlers
 * and link previews, and anonymous HTML that can be cached), and kept in place
 * (`progressiveChunkSize: Infinity`): otherwise React moves a large finished boundary into a hidden
 * element revealed by an inline script, which the page CSP (hashes only) does not run.
 * An error inside a boundary is logged; React renders that part in the browser instead.
 */
export async function renderHtml(page: ReactNode): Promise<RenderedHtml> {
  const { prelude } = await prerender(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      console.error('[page server] a part of the page failed to render', error);
    },
  });
  const html = await new Response(prelude).text();
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
