import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HydrationBoundary, hydratesApart } from './hydration-boundary';
import { renderHtml } from './render-html';
import { useHydrated } from './use-hydrated';

function CardView({ name, onAdd }: { name: string; onAdd: (name: string) => void }) {
  const hydrated = useHydrated();
  const [added, setAdded] = useState(false);
  return (
    <article data-live={hydrated}>
      <h3>{name}</h3>
      <button
        type="button"
        onClick={() => {
          setAdded(true);
          onAdd(name);
        }}
      >
        {added ? 'Di Keranjang' : '+ Keranjang'}
      </button>
    </article>
  );
}
const Card = hydratesApart(CardView);

function Page({ onAdd }: { onAdd: (name: string) => void }) {
  return (
    <main>
      <HydrationBoundary>
        <header>Rona</header>
      </HydrationBoundary>
      {['Serum', 'Toner', 'Sunscreen'].map((name) => (
        <Card key={name} name={name} onAdd={onAdd} />
      ))}
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('HydrationBoundary (a part React hydrates on its own)', () => {
  it("is in the server's HTML in full, each part in a boundary of its own, with no script", async () => {
    const { body } = await renderHtml(<Page onAdd={() => undefined} />);
    expect(body.match(/<!--\$-->/g)).toHaveLength(4);
    expect(body).toContain('<h3>Toner</h3>');
    expect(body).toContain('data-live="false"');
    expect(body).not.toMatch(/<script|<template/);
  });

  it('hydrates in a transition without a mismatch; each part turns live and answers taps', async () => {
    const { body } = await renderHtml(<Page onAdd={() => undefined} />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = body;
    const serverCard = container.querySelectorAll('article')[1];
    const errors: unknown[] = [];
    const onAdd = vi.fn();
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page onAdd={onAdd} />, { onRecoverableError: (e) => errors.push(e) });
      });
    });
    expect(errors).toEqual([]);
    // Hydrated in place: the server's elements are the live ones.
    expect(container.querySelectorAll('article')[1]).toBe(serverCard);
    expect([...container.querySelectorAll('article')].map((a) => a.dataset.live)).toEqual(['true', 'true', 'true']);
    await act(async () => serverCard?.querySelector('button')?.click());
    expect(onAdd).toHaveBeenCalledWith('Toner');
    expect(serverCard?.textContent).toContain('Di Keranjang');
  });
});
