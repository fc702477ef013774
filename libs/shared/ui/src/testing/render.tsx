import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setApiClient, type ApiClient } from '@rona/api-client';
import type { AppName } from '@rona/routes';
import { CurrentAppContext } from '../navigation/app-context';
import { cssVariablesResolver, theme } from '../theme';
import { Toasts } from '../app/toasts';
import { createQueryClient } from '../app/query-client';

export interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** Routes tried before the catch-all one that renders `ui`. */
  routes?: RouteObject[];
  app?: AppName;
  queryClient?: QueryClient;
  /** Answers for API calls by endpoint name; an unanswered call fails the test loudly. */
  api?: Partial<Record<string, (input: unknown) => unknown>>;
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** Every API call made, by endpoint name and input. */
  calls: { name: string; input: unknown }[];
}

/** The app's query client (same error handling) without retries or refetching behind the test's back. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  return client;
}

/** Installs a fake API client (no HTTP in component tests) and returns the log of calls. */
export function installFakeApi(api: RenderOptions['api'] = {}): { name: string; input: unknown }[] {
  const calls: { name: string; input: unknown }[] = [];
  const client: ApiClient = {
    call: (async (name: string, input?: unknown) => {
      calls.push({ name, input });
      const answer = api[name];
      if (!answer) throw new Error(`Unexpected API call in a test: ${name}`);
      return answer(input);
    }) as ApiClient['call'],
  };
  setApiClient(client);
  return calls;
}

/** Renders with the real providers: Mantine, TanStack Query, toasts, a memory data router and the current app. */
export function renderWithProviders(
  ui: ReactElement | ReactNode,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const { path = '/', routes = [], app = 'storefront', api } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const calls = installFakeApi(api);
  // `ui` answers every path no other route claims, so it stays mounted across navigations.
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <CurrentAppContext.Provider value={app}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </CurrentAppContext.Provider>,
  );
  return Object.assign(result, { router, queryClient, calls });
}
