import { useEffect, useRef } from 'react';

/**
 * Brings a paged list back to its top, just under the fixed header, when its page changes and the
 * shopper is below that top (issue 24). Put the ref on the list's section; where the section gives way
 * to a skeleton while the next page loads, the move waits until the section is back.
 *
 * An effect, not a scroll in the pager's click handler: the page lives in the URL's query, and the
 * layout's ScrollRestoration (keyed by path) puts the scroll back where it was when that navigation
 * commits, after any scroll made on the tap. Effects run after that restore.
 */
export function useListTopOnPaging<T extends HTMLElement>(page: number) {
  const list = useRef<T>(null);
  const shown = useRef(page);
  const pending = useRef(false);
  useEffect(() => {
    if (shown.current !== page) {
      shown.current = page;
      pending.current = true;
    }
    const el = list.current;
    if (!pending.current || !el) return;
    pending.current = false;
    const header = parseFloat(getComputedStyle(el).getPropertyValue('--rona-header-height')) || 0;
    const top = el.getBoundingClientRect().top - header;
    if (top < 0) window.scrollTo({ top: window.scrollY + top, behavior: 'instant' });
  });
  return list;
}
