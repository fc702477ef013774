/**
 * What `zod` resolves to in the front ends' builds (tools/vite/create-app-config.ts): zod itself,
 * told not to build parsers with `new Function` before any schema exists. The shop's pages have
 * no 'unsafe-eval' in their CSP (docs/decisions/006), and zod's eval probe would be reported as a
 * violation. The API keeps zod's compiled parsers.
 */
import { config } from '../../node_modules/zod/index.js';

config({ jitless: true });

export * from '../../node_modules/zod/index.js';
export { default } from '../../node_modules/zod/index.js';
