import { StrictMode, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AppName } from '@rona/routes';
import { CurrentAppContext } from '../navigation/app-context';
import { cssVariablesResolver, theme } from '../theme';
import { Toasts } from './toasts';

/**
 * What wraps every front end's router, in the browser (startApp) and on the server (the storefront's
 * page server): one tree, so the server's HTML and the browser's first render match for hydration.
 * The colour scheme is always light (index.html carries `data-mantine-color-scheme="light"`), so the
 * server's HTML is painted in the right scheme before any script runs.
 */
export function AppProviders({
  app,
  queryClient,
  children,
}: {
  app: AppName;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <CurrentAppContext.Provider value={app}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Toasts />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </CurrentAppContext.Provider>
    </StrictMode>
  );
}
