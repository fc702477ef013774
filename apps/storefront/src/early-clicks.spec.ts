import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

function serverPage(): { button: HTMLButtonElement; link: HTMLAnchorElement } {
  document.body.innerHTML =
    '<div id="root"><div class="shell"><button type="button">Tampilkan filter</button><a href="#promo">Promo</a></div></div>';
  return { button: document.querySelector('button')!, link: document.querySelector('a')! };
}

/** What starting React does for this page: the handler listens on the same element. */
const listen = (button: HTMLButtonElement, onClick: () => void) => button.addEventListener('click', onClick);

describe('holdEarlyClicks: a tap before React listens is not lost', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("holds a button click made before React's root exists and replays it once it does", () => {
    const { button } = serverPage();
    const held = holdEarlyClicks(document);
    const onClick = vi.fn();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    listen(button, onClick);
    expect(onClick).not.toHaveBeenCalled();
    held.replay();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lets clicks through untouched once replayed, and never holds links', () => {
    const { button, link } = serverPage();
    const held = holdEarlyClicks(document);
    const onLink = vi.fn((e: Event) => e.preventDefault());
    link.addEventListener('click', onLink);
    link.click();
    expect(onLink).toHaveBeenCalledTimes(1);
    const onClick = vi.fn();
    listen(button, onClick);
    held.replay();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lets taps go when the app cannot start: nothing held, nothing replayed later', () => {
    const { button } = serverPage();
    const held = holdEarlyClicks(document);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    held.drop();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    const onClick = vi.fn();
    listen(button, onClick);
    held.replay();
    expect(onClick).not.toHaveBeenCalled();
  });
});
