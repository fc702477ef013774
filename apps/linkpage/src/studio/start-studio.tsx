import { startApp } from '@rona/ui';
import { linkpageRoutes } from '../routes';

export function startStudio() {
  startApp({ app: 'linkpage', routes: linkpageRoutes });
}
