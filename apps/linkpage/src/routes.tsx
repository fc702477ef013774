import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@rona/ui';
import { RequireLinkTool } from './studio/require-link-tool';

/** The partners' link-page studio and the public viewer (spec 3 §2 link-tool routes). */
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
  const viewer = (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('./viewer/viewer-route')).default }),
  });
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
