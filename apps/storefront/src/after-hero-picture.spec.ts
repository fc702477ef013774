import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterHeroPicture } from './after-hero-picture';

/** Settles the pending timers and animation frames; returns whether the promise resolved by then. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('afterHeroPicture: the app is fetched once the hero picture has painted', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('starts at once (after a frame) on a page without a hero picture', async () => {
    expect(await settledAfter(afterHeroPicture(page('<img src="a.webp" loading="lazy">')), 50)).toBe(true);
  });

  it('waits for the high-priority picture to load, then for the frame that paints it', async () => {
    const doc = page('<img src="hero.webp" fetchpriority="high">');
    const hero = doc.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    const ready = afterHeroPicture(doc);
    expect(await settledAfter(ready, 1000)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await settledAfter(ready, 50)).toBe(true);
  });

  it('also goes on when the picture fails to load', async () => {
    const doc = page('<img src="missing.webp" fetchpriority="high">');
    const hero = doc.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    const ready = afterHeroPicture(doc);
    hero.dispatchEvent(new Event('error'));
    expect(await settledAfter(ready, 50)).toBe(true);
  });

  it('does not hold hydration back longer than the cap for a slow picture', async () => {
    const doc = page('<img src="slow.webp" fetchpriority="high">');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
    const ready = afterHeroPicture(doc, 2500);
    expect(await settledAfter(ready, 2400)).toBe(false);
    expect(await settledAfter(ready, 200)).toBe(true);
  });
});
