import { Component, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/**
 * Hydrating a whole shop page in one go is one long task on a phone: the storefront's renderer
 * (Preact, decision 017) diffs the server's HTML synchronously, and Lighthouse's Total Blocking Time
 * counts every millisecond of a task past 50. A part of the page wrapped in `HydrateInTurn` is left
 * as the server's HTML by that first pass (Preact keeps the DOM of a component that suspends while
 * hydrating) and hydrated afterwards in a task of its own, in page order, so the browser paints and
 * answers input in between. Parts rendered at any other time (on the server, after a client
 * navigation, in the React apps and in tests) render at once.
 *
 * The child must render exactly one element: that element is what the first pass keeps.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  // Decided once: only a part the first pass meets waits, and needs a boundary to wait in. Elsewhere
  // the tree stays plain, so React's server renderer (component tests) has no boundary to stream.
  const [waits] = useState(firstPass);
  if (!waits) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/** True only while `hydrateInTurns` runs the first, synchronous hydration pass. */
let firstPass = false;
/** False from the start of a hydration until its last part is live; true whenever nothing hydrates. */
let inFull = true;
/** Parts waiting for their turn, in page order (the order the first pass met them). */
const waiting: Array<() => void> = [];
/** Called once, when the page is hydrated in full (the shop layout's marker). */
let whenInFull: Array<() => void> = [];
/** Told every time the page becomes hydrated in full (useHydrated). */
const watchers = new Set<() => void>();
let scheduled = false;

class WaitForTurn extends Component<{ children: ReactElement }> {
  private live = false;
  private turn: Promise<void> | undefined;

  override render() {
    if (!this.live) {
      // Suspending keeps the server's DOM; the promise resolves on this part's turn.
      throw (this.turn ??= new Promise<void>((resolve) => waiting.push(resolve)).then(() => {
        this.live = true;
      }));
    }
    return this.props.children;
  }
}

/** Each turn is a task of its own (a message, not a timer: nested timers are clamped to 4 ms). */
function scheduleTurn(): void {
  if (scheduled) return;
  scheduled = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    scheduled = false;
    takeTurn();
  };
  channel.port2.postMessage(null);
}

function takeTurn(): void {
  const next = waiting.shift();
  if (!next) return finish();
  // The part re-renders (hydrates) in this task's microtasks; parts inside it join the queue.
  next();
  scheduleTurn();
}

/** The marker first, then the per-person parts: their re-renders run after this, in microtasks. */
function finish(): void {
  inFull = true;
  performance.mark('rona:hydrated-in-full');
  const done = whenInFull;
  whenInFull = [];
  done.forEach((run) => run());
  watchers.forEach((tell) => tell());
}

/**
 * Runs the first hydration pass (`hydrate` must render synchronously, as Preact's does): parts
 * wrapped in `HydrateInTurn` wait, then come alive one task each.
 */
export function hydrateInTurns(hydrate: () => void): void {
  const started = performance.now();
  inFull = false;
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  // Shown in the browser's performance panel (User Timing), next to the turns' own tasks.
  performance.measure('rona:hydration-first-pass', { start: started });
  if (waiting.length > 0) scheduleTurn();
  else finish();
}

/** Whether the page is hydrated in full: false during the first pass and until the last part's turn. */
export function isHydratedInFull(): boolean {
  return inFull;
}

/** `tell` is called whenever the page becomes hydrated in full; returns an unsubscribe (useSyncExternalStore). */
export function onHydratedInFull(tell: () => void): () => void {
  watchers.add(tell);
  return () => watchers.delete(tell);
}

/**
 * Calls `run` once the page is hydrated in full (at once when it is), before any per-person part
 * re-renders for it. Register from a layout effect, so a hydration's first pass cannot end first.
 */
export function whenHydratedInFull(run: () => void): () => void {
  if (inFull) {
    run();
    return () => undefined;
  }
  whenInFull.push(run);
  return () => {
    whenInFull = whenInFull.filter((other) => other !== run);
  };
}

/** `Part`, hydrated in a turn of its own (see HydrateInTurn): for cards and sections that render one element. */
export function hydratesInTurn<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function InTurn(props: P) {
    return (
      <HydrateInTurn>
        <Part {...props} />
      </HydrateInTurn>
    );
  }
  InTurn.displayName = `InTurn(${Part.displayName ?? Part.name})`;
  return InTurn;
}
