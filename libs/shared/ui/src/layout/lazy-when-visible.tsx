import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary } from '../feedback/lazy-boundary';

interface LazyWhenVisibleProps {
  /** Usually a `React.lazy` component: its chunk is fetched only once the spot nears the viewport. */
  children: ReactNode;
  /** Space kept while nothing is rendered, so the page does not jump and the spot starts below the fold. */
  minHeight: number | string;
  /** How far before the viewport to start (CSS margin syntax). */
  rootMargin?: string;
  fallback?: ReactNode;
}

/**
 * Renders its children only when its place on the page comes near the viewport. Below-the-fold
 * sections use it so their code and data stay out of the first load.
 */
export function LazyWhenVisible({
  children,
  minHeight,
  rootMargin = '200px 0px',
  fallback = null,
}: LazyWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The server and the hydrating client both render the placeholder; the browser decides after.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  if (!visible) return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
  return <LazyBoundary fallback={<div style={{ minHeight }}>{fallback}</div>}>{children}</LazyBoundary>;
}
