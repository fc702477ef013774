import { createElement, type ComponentChildren, type Context } from 'preact';
import * as compat from 'preact/compat';

export * from 'preact/compat';

/**
 * React 19.2's `<Activity>`, which preact/compat lacks and Mantine uses for `keepMounted`
 * transitions: hidden children stay mounted (their state kept) but are not displayed. One wrapper
 * element in both modes, so switching mode never remounts them.
 */
export function Activity({
  mode = 'visible',
  children,
}: {
  mode?: 'visible' | 'hidden';
  children?: ComponentChildren;
}) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * React 19's `use`: a context is read as `useContext` reads it. preact/compat's own `use(context)`
 * reads a field Preact's server renderer does not set, so Mantine's theme (read with `use`) would
 * be missing in the server's HTML. A call site always passes the same kind of thing, so the hook
 * order stays the same from render to render.
 */
export function use<T>(usable: PromiseLike<T> | Context<T>): T {
  return 'then' in usable ? compat.use(usable as Promise<T>) : compat.useContext(usable);
}

export default { ...compat, Activity, use };
