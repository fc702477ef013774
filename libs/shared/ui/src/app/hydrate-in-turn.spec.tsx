import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, render } from 'preact';
import { HydrateInTurn, hydrateInTurns, whenHydratedInFull } from './hydrate-in-turn';
import { useHydrated } from './use-hydrated';

// The storefront's renderer (decision 017): the part under test runs on Preact, as in the shop.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-dev-runtime'));

const SERVER_HTML =
  '<main><h1>Rona</h1><section id="produk"><button type="button">Suka</button></section>' +
  '<section id="promo"><p>Promo</p></section></main>';

function Page({ log, onLike }: { log: string[]; onLike: () => void }) {
  log.push('page');
  return (
    <main>
      <h1>Rona</h1>
      <HydrateInTurn>
        <Products log={log} onLike={onLike} />
      </HydrateInTurn>
      <HydrateInTurn>
        <Promo log={log} />
      </HydrateInTurn>
    </main>
  );
}

function Products({ log, onLike }: { log: string[]; onLike: () => void }) {
  log.push('produk');
  return (
    <section id="produk">
      <button type="button" onClick={onLike}>
        Suka
      </button>
    </section>
  );
}

function Promo({ log }: { log: string[] }) {
  log.push('promo');
  return (
    <section id="promo">
      <p>Promo</p>
    </section>
  );
}

/** The turns' tasks, run by the test one at a time (each turn posts itself a message). */
const tasks: Array<() => void> = [];
class StepByStepChannel {
  port1 = { onmessage: null as null | (() => void), close: () => undefined };
  port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
}
vi.stubGlobal('MessageChannel', StepByStepChannel);

/** Runs the next task, then its microtasks (where a part re-renders). */
async function runTask() {
  tasks.shift()?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function serverPage() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = SERVER_HTML;
  const nodes = [...container.querySelectorAll('*')];
  const changes: MutationRecord[] = [];
  const watch = new MutationObserver((records) => changes.push(...records));
  watch.observe(container, { childList: true, subtree: true, characterData: true, attributes: true });
  return { container, nodes, changes: () => [...changes, ...watch.takeRecords()] };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateInTurn (parts of a server-rendered page hydrated in tasks of their own)', () => {
  it('leaves wrapped parts as the server wrote them during the first pass, then hydrates them in page order', async () => {
    const { container, nodes, changes } = serverPage();
    const log: string[] = [];
    const onLike = vi.fn();
    let inFull = false;

    hydrateInTurns(() => hydrate(<Page log={log} onLike={onLike} />, container));
    whenHydratedInFull(() => (inFull = true));
    expect(log).toEqual(['page']);
    expect(inFull).toBe(false);
    container.querySelector('button')?.click();
    expect(onLike).not.toHaveBeenCalled();

    while (tasks.length > 0) await runTask();
    expect(log).toEqual(['page', 'produk', 'promo']);
    expect(inFull).toBe(true);
    // Hydrated in place: the same nodes, nothing added, removed or rewritten.
    expect([...container.querySelectorAll('*')]).toEqual(nodes);
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(changes()).toEqual([]);
    container.querySelector('button')?.click();
    expect(onLike).toHaveBeenCalledTimes(1);
  });

  it('hydrates one part per task, and is in full once the last part is', async () => {
    const { container } = serverPage();
    const log: string[] = [];
    let inFull = false;
    hydrateInTurns(() => hydrate(<Page log={log} onLike={() => undefined} />, container));
    whenHydratedInFull(() => (inFull = true));
    await runTask();
    expect(log).toEqual(['page', 'produk']);
    await runTask();
    expect(log).toEqual(['page', 'produk', 'promo']);
    expect(inFull).toBe(false);
    await runTask();
    expect(inFull).toBe(true);
    expect(tasks).toEqual([]);
  });

  it("keeps per-person parts as the server's until the last part is hydrated, after the marker", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>tamu</p><section id="produk"><button type="button">Suka</button></section>';
    const order: string[] = [];
    function Greeting() {
      const hydrated = useHydrated();
      if (hydrated) order.push('per-person render');
      return <p>{hydrated ? 'member' : 'tamu'}</p>;
    }
    const log: string[] = [];
    hydrateInTurns(() =>
      hydrate(
        <>
          <Greeting />
          <HydrateInTurn>
            <Products log={log} onLike={() => undefined} />
          </HydrateInTurn>
        </>,
        container,
      ),
    );
    whenHydratedInFull(() => order.push('marker'));
    await runTask();
    expect(log).toEqual(['produk']);
    expect(container.querySelector('p')?.textContent).toBe('tamu');
    while (tasks.length > 0) await runTask();
    expect(container.querySelector('p')?.textContent).toBe('member');
    expect(order).toEqual(['marker', 'per-person render']);
  });

  it('renders at once outside the first hydration pass (a client navigation, a test)', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const log: string[] = [];
    let inFull = false;
    render(<Page log={log} onLike={() => undefined} />, container);
    whenHydratedInFull(() => (inFull = true));
    expect(log).toEqual(['page', 'produk', 'promo']);
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(inFull).toBe(true);
  });
});
