/** How long hydration waits for a slow hero picture before it starts anyway. */
export const HERO_WAIT_CAP_MS = 2500;

/**
 * Resolves once the page's hero picture (the one `<img fetchpriority="high">` the server marks, the
 * page's Largest Contentful Paint) has loaded and had a frame to paint, or at once when the page has
 * none. The storefront's scripts are requested after it (main.tsx): the server's HTML is complete,
 * so the picture gets the phone's bandwidth and main thread first and hydration follows, instead of
 * ~80 KB of script competing with it (issue 15: LCP ≤ 2.0 s). A picture slower than the cap does not
 * hold hydration back longer.
 */
export function afterHeroPicture(doc: Document = document, capMs = HERO_WAIT_CAP_MS): Promise<void> {
  const hero = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return new Promise<void>((resolve) => {
    let done = false;
    const painted = () => {
      if (done) return;
      done = true;
      // The frame after the picture's load event is the one that paints it.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (!hero || hero.complete) return painted();
    hero.addEventListener('load', painted, { once: true });
    hero.addEventListener('error', painted, { once: true });
    setTimeout(painted, capMs);
  });
}
