import { createServerConfig } from '../../tools/vite/create-app-config.ts';

/** The storefront's page server: `vite build --config vite.server.config.ts` → dist/apps/storefront-server/main.mjs. */
export default createServerConfig('storefront', { entry: 'src/server/main.tsx' });
