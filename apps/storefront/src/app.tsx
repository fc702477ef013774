import { startApp } from '@rona/ui';
import { storefrontRoutes } from './routes';

startApp({ app: 'storefront', routes: storefrontRoutes });
