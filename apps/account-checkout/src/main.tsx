import { startApp } from '@rona/ui';
import { MantineRoot } from '@rona/ui/mantine';
import { accountCheckoutRoutes } from './routes';

startApp({ app: 'account-checkout', routes: accountCheckoutRoutes, Theme: MantineRoot });
