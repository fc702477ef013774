import type { QueryClient } from '@tanstack/react-query';
import { redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@rona/ui';
import { RequireLinkTool } from './studio/require-link-tool';

/**
 * A client-side navigation to a viewer path becomes a full page load, so the server's HTML shows.
 * Only when the document itself is already that address (the server did not render it, e.g. a plain
 * static host) does the router stay, showing 'Halaman tidak ada' instead of reloading forever.
 */
export function loadViewerDocument({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  return target === location.pathname + location.search ? null : redirectDocument(target);
}

/** The partners' link-page studio; the public viewer paths are the server's (spec 3 §2 link-tool routes). */
export function linkpageRoutes(_queryClient: QueryClient): RouteObject[] {
  const studio = (path: string, load: () => Promise<{ default: () => React.JSX.Element }>): RouteObject => ({
    path,
    lazy: async () => {
      const Page = (await load()).default;
      return {
        Component: () => (
          <RequireLinkTool>
            <Page />
          </RequireLinkTool>
        ),
      };
    },
  });
  // The public pages are rendered by the server without script: a link to one from the studio loads the document.
  const viewer = (path: string): RouteObject => ({ path, loader: loadViewerDocument, element: <NotFoundPage /> });
  return [
    {
      path: 'link-login',
      lazy: async () => ({ Component: (await import('./features/link-login/link-login-page')).default }),
    },
    studio('link-page', () => import('./features/page-list/page-list-page')),
    studio('link-page/:linkId', () => import('./features/editor/editor-page')),
    viewer('short-link'),
    viewer('short-link/:id'),
    viewer('everywhere/:params'),
    { path: '*', element: <NotFoundPage /> },
  ];
}
