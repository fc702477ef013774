/** What `holdEarlyClicks` returns: `replay` once React's root exists, `drop` when the app cannot start. */
export interface HeldClicks {
  replay: () => void;
  drop: () => void;
}

/**
 * Taps on the page's buttons before React listens are kept and replayed once it does: the server's
 * HTML shows 'Tambah Keranjang' or 'Tampilkan filter' before any script runs (the scripts load after
 * the hero picture, main.tsx), and a shopper's tap then must not be lost. The default action (a
 * form's full-page submit) is held too. Links are left alone: they work as plain links.
 * Only for that window: once `hydrateRoot` has started, React itself replays a tap on a part it has
 * not hydrated yet (decision 019), and hydrates in place, so the kept element is the live button.
 */
export function holdEarlyClicks(doc: Document = document): HeldClicks {
  const root = doc.getElementById('root');
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root?.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  root?.addEventListener('click', hold, true);
  const stop = () => root?.removeEventListener('click', hold, true);
  return {
    replay: () => {
      stop();
      for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
    },
    // The app could not start: stop holding, and drop what was held.
    drop: () => {
      stop();
      held.length = 0;
    },
  };
}
