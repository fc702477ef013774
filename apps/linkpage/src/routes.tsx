import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage } from '@rona/ui';

/** The partners' link-page studio and the public viewer (spec 3 §2 link-tool routes). */
export function linkpageRoutes(_queryClient: QueryClient): RouteObject[] {
  const coming = (path: string): RouteObject => ({ path, element: <ComingSoonPage /> });
  return [
    coming('link-login'),
    coming('link-page'),
    coming('link-page/:linkId'),
    coming('short-link'),
    coming('short-link/:id'),
    coming('everywhere/:params'),
    { path: '*', element: <NotFoundPage /> },
  ];
}
