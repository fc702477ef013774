import { createAppConfig } from '../../tools/vite/create-app-config.ts';
import { firstPaint } from './first-paint.ts';

const config = createAppConfig('account-checkout', { port: 4302 });
// The header and a page skeleton in index.html, painted before the app's code comes (issue 24).
config.plugins = [...(config.plugins ?? []), firstPaint()];

export default config;
