import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './touch-targets.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AppName } from '@rona/routes';
import { CurrentAppContext } from '../navigation/app-context';
import { cssVariablesResolver, theme } from '../theme';
import { createQueryClient } from './query-client';
import { installSessionEndedHandler } from './session-ended';
import { Toasts } from './toasts';

export interface StartAppOptions {
  app: AppName;
  /** Builds the route tree; receives the query client for loaders (`ensureQueryData`). */
  routes: (queryClient: QueryClient) => RouteObject[];
}

/** Mounts a front end: Mantine, TanStack Query, toasts and a data router. */
export function startApp({ app, routes }: StartAppOptions): void {
  installSessionEndedHandler();
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes(queryClient));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <CurrentAppContext.Provider value={app}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Toasts />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </CurrentAppContext.Provider>
    </StrictMode>,
  );
}
