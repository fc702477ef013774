import { createAppConfig } from '../../tools/vite/create-app-config.ts';

export default createAppConfig('backoffice', { port: 4304 });
