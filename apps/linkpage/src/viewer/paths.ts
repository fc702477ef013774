/** The public routes the link-page server renders as HTML without script (everything else is the studio). */
export type ViewerRoute = { kind: 'page'; id: string } | { kind: 'social' } | { kind: 'redirect'; params: string };

export function viewerRouteOf(pathname: string): ViewerRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/short-link') return { kind: 'social' };
  const page = path.match(/^\/short-link\/([^/]+)$/);
  if (page) return { kind: 'page', id: decodeURIComponent(page[1]!) };
  const redirect = path.match(/^\/everywhere\/([^/]+)$/);
  if (redirect) return { kind: 'redirect', params: decodeURIComponent(redirect[1]!) };
  return null;
}
