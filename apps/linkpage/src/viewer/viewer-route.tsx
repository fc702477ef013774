import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '@rona/ui';
import { viewerRouteOf } from './paths';
import { PublicPage } from './public-page';
import { RedirectPage } from './redirect-page';
import { SocialPage } from './social-page';

/** The viewer pages when reached by a client-side navigation inside the studio. */
export default function ViewerRoute() {
  const route = viewerRouteOf(useLocation().pathname);
  if (!route) return <NotFoundPage />;
  if (route.kind === 'page') return <PublicPage key={route.id} id={route.id} />;
  if (route.kind === 'redirect') return <RedirectPage key={route.params} params={route.params} />;
  return <SocialPage />;
}
