import { startApp } from '@rona/ui';
import { MantineRoot } from '@rona/ui/mantine';
import { linkpageRoutes } from '../routes';

export function startStudio() {
  startApp({ app: 'linkpage', routes: linkpageRoutes, Theme: MantineRoot });
}
