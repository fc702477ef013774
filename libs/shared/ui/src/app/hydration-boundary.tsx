import { Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own (decision 019): a Suspense
 * boundary. React hydrates each dehydrated boundary in a task of its own, the one a shopper touches
 * first, so the page's hydration is not one long task on a phone (Lighthouse's Total Blocking Time)
 * and a tap inside it is replayed once it is live. The server renders its content in full (the
 * page server waits for every boundary); a part that suspends in the browser shows nothing until
 * it is ready.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** `Part` in a boundary of its own (see HydrationBoundary): for the header, cards and sections below the first screen. */
export function hydratesApart<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function Apart(props: P) {
    return (
      <HydrationBoundary>
        <Part {...props} />
      </HydrationBoundary>
    );
  }
  Apart.displayName = `Apart(${Part.displayName ?? Part.name})`;
  return Apart;
}
