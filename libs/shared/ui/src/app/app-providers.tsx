import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AppName } from '@rona/routes';
import { CurrentAppContext } from '../navigation/app-context';
import { Toasts } from './toasts';

/** A provider around the whole app, e.g. `MantineRoot` from `@rona/ui/mantine`. */
export type ThemeProvider = ComponentType<{ children: ReactNode }>;

/**
 * What wraps every front end's router, in the browser (startApp) and on the server (the storefront's
 * page server): one tree, so the server's HTML and the browser's first render match for hydration.
 * The colour scheme is always light (index.html carries `data-mantine-color-scheme="light"`), so the
 * server's HTML is painted in the right scheme before any script runs.
 *
 * Mantine's provider is the app's choice (`Theme`): the account app and the link-page studio put
 * `MantineRoot` around everything; the storefront's shell has no Mantine component, so its pages,
 * panels and toasts that use Mantine bring the provider with them (`@rona/ui/mantine`) and its first
 * load carries none of it (docs/performance.md).
 */
export function AppProviders({
  app,
  queryClient,
  Theme,
  children,
}: {
  app: AppName;
  queryClient: QueryClient;
  Theme?: ThemeProvider;
  children: ReactNode;
}) {
  const inner = (
    <>
      <Toasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </>
  );
  return (
    <StrictMode>
      <CurrentAppContext.Provider value={app}>{Theme ? <Theme>{inner}</Theme> : inner}</CurrentAppContext.Provider>
    </StrictMode>
  );
}
