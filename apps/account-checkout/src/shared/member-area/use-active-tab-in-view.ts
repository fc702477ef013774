import { useEffect, useRef } from 'react';

/**
 * On a phone the tab row scrolls sideways; this keeps the chosen tab in view (a link straight to
 * the last tab would otherwise open with that tab hidden off-screen). Scrolls the row only, never the page.
 */
export function useActiveTabInView(tab: string) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-active]');
    if (!list || !active) return;
    const left = active.offsetLeft - list.offsetLeft;
    const right = left + active.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = Math.max(0, left - 16);
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth + 16;
  }, [tab]);
  return listRef;
}
