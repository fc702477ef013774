import { createAppConfig } from '../../tools/vite/create-app-config.ts';

export default createAppConfig('linkpage', { port: 4303 });
