import { startApp } from '@rona/ui';
import { accountCheckoutRoutes } from './routes';

startApp({ app: 'account-checkout', routes: accountCheckoutRoutes });
