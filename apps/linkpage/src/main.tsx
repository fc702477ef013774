import { viewerRouteOf, type ViewerRoute } from './viewer/paths';

// Two entries behind one HTML: visitors of /short-link and /everywhere load only the light viewer;
// the studio (Mantine, query cache, editor) loads for everything else. Two separate functions, so
// the bundler gives each dynamic import its own preload list (CSS included).
async function openViewer(route: ViewerRoute) {
  const { startViewer } = await import('./viewer/start-viewer');
  startViewer(route);
}
async function openStudio() {
  const { startStudio } = await import('./studio/start-studio');
  startStudio();
}

const route = viewerRouteOf(location.pathname);
if (route) void openViewer(route);
else void openStudio();
