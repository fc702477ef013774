import { startApp } from '@rona/ui';
import { linkpageRoutes } from './routes';

startApp({ app: 'linkpage', routes: linkpageRoutes });
