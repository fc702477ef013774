import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { APP_ASSET_BASE, type AppName } from '../../libs/shared/routes/src/ownership.ts';
import { injectRuntimeConfig, runtimeConfigFromEnv } from '../../libs/shared/page-server/src/runtime-config.ts';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** In `vite dev`, fill the runtime-config placeholder from the environment. */
function devRuntimeConfig(): Plugin {
  return {
    name: 'rona-dev-runtime-config',
    apply: 'serve',
    transformIndexHtml: (html) => injectRuntimeConfig(html, runtimeConfigFromEnv()),
  };
}

/** One Vite config shape for the three front ends: own asset base, own dist folder, dev port. */
export function createAppConfig(app: AppName, opts: { port: number; extra?: UserConfig } = { port: 4300 }) {
  return defineConfig({
    root: resolve(workspaceRoot, 'apps', app),
    base: APP_ASSET_BASE[app],
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', app),
    plugins: [react(), devRuntimeConfig()],
    // zod without eval in the browser (the page CSP has no 'unsafe-eval'): see zod-browser.ts.
    resolve: { alias: [{ find: /^zod$/, replacement: resolve(workspaceRoot, 'tools/vite/zod-browser.ts') }] },
    server: {
      port: opts.port,
      strictPort: true,
      host: '127.0.0.1',
      hmr: { clientPort: Number(process.env.PORT ?? 4200) },
    },
    preview: { port: opts.port, host: '127.0.0.1' },
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps', app),
      emptyOutDir: true,
      sourcemap: true,
      reportCompressedSize: false,
      target: 'es2022',
    },
    ...opts.extra,
  });
}
