import { fileURLToPath } from 'node:url';

/** preact/compat plus what it lacks of React 19 (see preact-react.ts). */
const PREACT_REACT = fileURLToPath(new URL('./preact-react.ts', import.meta.url));

/**
 * The storefront renders with Preact through its React compatibility layer (decision 017): the same
 * components, router and TanStack Query, 59 KB less gzipped JavaScript on every first load. These
 * aliases apply in its client build, its page server's build and its component tests alike, so one
 * renderer makes the server's HTML, hydrates it and is tested.
 */
export const PREACT_COMPAT_ALIASES = [
  { find: /^react$/, replacement: PREACT_REACT },
  { find: /^react-dom$/, replacement: PREACT_REACT },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
