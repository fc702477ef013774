import { createAppConfig } from '../../tools/vite/create-app-config.ts';

export default createAppConfig('storefront', { port: 4301 });
