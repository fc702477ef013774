import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { resetSessionEnded, sessionEnded } from '@rona/api-client';
import { useBrowserValue, useHydrated, useSignedIn } from './use-hydrated';

function Probe({ log }: { log: string[] }) {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const path = useBrowserValue(() => window.location.pathname, '(server)');
  const seen = `hydrated=${hydrated} signedIn=${signedIn} path=${path}`;
  log.push(seen);
  return <p>{seen}</p>;
}

function LaterMount({ log }: { log: string[] }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown && <Probe log={log} />}
    </>
  );
}

const SERVER = 'hydrated=false signedIn=false path=(server)';
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.cookie = 'SESSION__=; path=/; max-age=0';
});

async function hydrate(html: string, element: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

describe('useHydrated / useSignedIn / useBrowserValue', () => {
  it('answer false and the server value on the server, even for a signed-in browser', () => {
    document.cookie = 'SESSION__=1; path=/';
    expect(renderToString(<Probe log={[]} />)).toContain(SERVER);
  });

  it('keep the server answer while hydrating (no mismatch), then the browser one', async () => {
    const html = renderToString(<Probe log={[]} />);
    document.cookie = 'SESSION__=1; path=/';
    const log: string[] = [];
    const { container, errors } = await hydrate(html, <Probe log={log} />);
    expect(errors).toEqual([]);
    expect(log[0]).toBe(SERVER);
    expect(log.at(-1)).toBe(`hydrated=true signedIn=true path=${window.location.pathname}`);
    expect(container.textContent).toBe(log.at(-1));
  });

  it('answer true at once for what mounts after hydration', async () => {
    const html = renderToString(<LaterMount log={[]} />);
    const log: string[] = [];
    const { container } = await hydrate(html, <LaterMount log={log} />);
    expect(log).toEqual([]);
    await act(async () => container.querySelector('button')?.click());
    expect(log[0]).toBe(`hydrated=true signedIn=false path=${window.location.pathname}`);
  });

  it('answer true at once in a page rendered only in the browser', () => {
    document.cookie = 'SESSION__=1; path=/';
    const log: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(<Probe log={log} />);
    });
    expect(log[0]).toBe(`hydrated=true signedIn=true path=${window.location.pathname}`);
  });

  it('useSignedIn turns false when the session ends on this page', () => {
    document.cookie = 'SESSION__=1; path=/';
    const log: string[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(<Probe log={log} />);
    });
    act(() => sessionEnded('shop'));
    resetSessionEnded();
    expect(log.at(-1)).toBe(`hydrated=true signedIn=false path=${window.location.pathname}`);
  });
});
