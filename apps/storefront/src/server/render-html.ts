import type { ReactElement } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

/**
 * A page's markup, every lazy part loaded: the storefront renders with Preact (decision 017; React
 * is aliased to preact/compat in its builds), so its HTML comes from Preact's renderer, the same
 * that hydrates it in the browser.
 */
export async function renderHtml(page: ReactElement): Promise<string> {
  return await renderToStringAsync(page as unknown as VNode);
}
