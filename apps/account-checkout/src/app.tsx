import { startApp } from '@rona/ui';
import { accountCheckoutRoutes } from './routes';

/**
 * Starts the account app. Mantine's provider is not around the whole app: it comes with the pages
 * (routes.tsx's layout route), so the entry carries neither its code nor its stylesheet.
 */
export const start = () => startApp({ app: 'account-checkout', routes: accountCheckoutRoutes });
