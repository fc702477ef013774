import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './early-clicks';

function serverPage(): { shell: HTMLElement; button: HTMLButtonElement; link: HTMLAnchorElement } {
  document.body.innerHTML =
    '<div id="root"><div class="shell"><button type="button">Tampilkan filter</button><a href="#promo">Promo</a></div></div>';
  return {
    shell: document.querySelector('.shell')!,
    button: document.querySelector('button')!,
    link: document.querySelector('a')!,
  };
}

/** What hydration does: the handler appears on the same element, then the layout marks the page live. */
async function hydrate(shell: HTMLElement, button: HTMLButtonElement, onClick: () => void) {
  button.addEventListener('click', onClick);
  shell.setAttribute('data-hydrated', 'true');
  await new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks run as microtasks
}

describe('replayEarlyClicks: a tap before hydration is not lost', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('holds a button click made before hydration and replays it once the page is hydrated', async () => {
    const { shell, button } = serverPage();
    replayEarlyClicks(document);
    const onClick = vi.fn();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await hydrate(shell, button, onClick);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lets clicks through untouched after hydration, and never holds links', async () => {
    const { shell, button, link } = serverPage();
    replayEarlyClicks(document);
    const onLink = vi.fn((e: Event) => e.preventDefault());
    link.addEventListener('click', onLink);
    link.click();
    expect(onLink).toHaveBeenCalledTimes(1);
    const onClick = vi.fn();
    await hydrate(shell, button, onClick);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page that is already hydrated', async () => {
    const { shell, button } = serverPage();
    shell.setAttribute('data-hydrated', 'true');
    replayEarlyClicks(document);
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lets taps go when the app cannot start: nothing held, nothing replayed later', async () => {
    const { shell, button } = serverPage();
    const stop = replayEarlyClicks(document);
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    stop();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    const onClick = vi.fn();
    await hydrate(shell, button, onClick);
    expect(onClick).not.toHaveBeenCalled();
  });
});
