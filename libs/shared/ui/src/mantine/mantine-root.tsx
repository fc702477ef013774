// In a cascade layer: loaded after the page's own CSS modules (with a lazy page or panel), Mantine's
// rules must still lose to them, as they do when they come first. The variables they use are in
// styles/base.css, which every app's entry loads (start-app), so it is not imported here: a second
// importer would split it out of the entry's stylesheet into a render-blocking file of its own.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Mantine with the shop's theme, for the parts of a front end that use Mantine components. The
 * theme's CSS variables and breakpoint classes come from mantine-theme.css (the same text the
 * provider would write), so the provider writes no <style> of its own and a page can paint in the
 * theme before this module has loaded: the storefront's first screen has no Mantine component,
 * so it loads this with the pages, panels and toasts that do (`@rona/ui/mantine`).
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

/** A pathless layout route's component: the child routes' pages render inside `MantineRoot`. */
export function MantineOutlet() {
  return (
    <MantineRoot>
      <Outlet />
    </MantineRoot>
  );
}
