import { startApp } from '@rona/ui';
import { storefrontRoutes } from './routes';

/** Starts the storefront; resolves once React's root exists (main.tsx lets held taps go then). */
export const start = () => startApp({ app: 'storefront', routes: storefrontRoutes });
