import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

// Mantine reads these browser APIs, which happy-dom does not fully provide. Files that run in Node
// (`// @vitest-environment node`: server rendering) have no window at all.
const browser = typeof window !== 'undefined';
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browser && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// `findBy…` waits 1 s by default. A lazy part (a modal, a form with zod) is transformed by Vite on its
// first import, which takes longer than that on a loaded 2-core machine: the test then failed
// although the part did appear. The wait bounds a hang; it measures no speed.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker's modules and document (`isolate: false`, see vitest.config.ts), so each file
// starts from what a fresh one would have: an empty page, no toasts, no storage or cookies, the root URL.
if (browser) {
  notifications.clean();
  document.body.innerHTML = '';
  for (const name of [...document.body.getAttributeNames()]) document.body.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

afterEach(() => cleanup());
