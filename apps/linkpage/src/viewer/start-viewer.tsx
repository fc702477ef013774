import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicPage } from './public-page';
import { RedirectPage } from './redirect-page';
import { SocialPage } from './social-page';
import type { ViewerRoute } from './paths';

function ViewerRoot({ route }: { route: ViewerRoute }) {
  switch (route.kind) {
    case 'page':
      return <PublicPage id={route.id} />;
    case 'social':
      return <SocialPage />;
    case 'redirect':
      return <RedirectPage params={route.params} />;
  }
}

/** The public viewer: React only — no router, no query cache, no Mantine — for a fast first load. */
export function startViewer(route: ViewerRoute) {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <ViewerRoot route={route} />
    </StrictMode>,
  );
}
