import { createAppConfig } from '../../tools/vite/create-app-config.ts';
import { firstPaint } from './first-paint.ts';

const config = createAppConfig('account-checkout', { port: 4302 });
// The header and a page skeleton in index.html, painted before the app's code comes (issue 24).
config.plugins = [...(config.plugins ?? []), firstPaint()];

/**
 * The framework in three files instead of one, so the entry can evaluate them one task at a time
 * (main.tsx): after the HTML's first paint every long task counts in Lighthouse's Total Blocking Time
 * (issue 24), and one file of React, the router and TanStack Query was one ~60 ms evaluation.
 */
const FRAMEWORK_GROUPS = [
  { name: 'framework-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'framework-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 2 },
  { name: 'framework-query', test: /node_modules[\\/]@tanstack[\\/][^\\/]+[\\/]/, priority: 1 },
];
const output = config.build?.rolldownOptions?.output;
if (output && !Array.isArray(output)) output.codeSplitting = { groups: FRAMEWORK_GROUPS };

export default config;
