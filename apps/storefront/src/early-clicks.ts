/** The marker the shop's layout sets once the page is hydrated (ShopLayout, `data-hydrated`). */
const HYDRATED = 'data-hydrated';

/**
 * Taps on the page's buttons before it is hydrated are kept and replayed once it is: the server's
 * HTML shows 'Tambah Keranjang' or 'Tampilkan filter' before their handlers exist (the scripts load
 * after the hero picture, main.tsx), and a shopper's tap then must not be lost. The default action
 * (a form's full-page submit) is held too. Links are left alone: they work as plain links.
 * Preact hydrates the server's elements in place, so the kept element is the live button afterwards.
 * Returns a stop, for when the app cannot start: taps are let go and what was held is dropped.
 */
export function replayEarlyClicks(doc: Document = document): () => void {
  const root = doc.getElementById('root');
  if (!root || root.querySelector(`[${HYDRATED}]`)) return () => undefined;
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  root.addEventListener('click', hold, true);
  const watch = new MutationObserver(() => {
    if (!root.querySelector(`[${HYDRATED}]`)) return;
    watch.disconnect();
    root.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
  });
  watch.observe(root, { attributes: true, attributeFilter: [HYDRATED], subtree: true });
  // The app could not start: stop holding, and drop what was held.
  return () => {
    watch.disconnect();
    root.removeEventListener('click', hold, true);
    held.length = 0;
  };
}
