import { createAppConfig } from '../../tools/vite/create-app-config.ts';

export default createAppConfig('account-checkout', { port: 4302 });
