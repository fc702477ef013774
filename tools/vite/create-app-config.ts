import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { APP_ASSET_BASE, type AppName } from '../../libs/shared/routes/src/ownership.ts';
import { injectRuntimeConfig, runtimeConfigFromEnv } from '../../libs/shared/page-server/src/runtime-config.ts';
import { mantineStylesInUse } from './mantine-styles.ts';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** In `vite dev`, fill the runtime-config placeholder from the environment. */
function devRuntimeConfig(): Plugin {
  return {
    name: 'rona-dev-runtime-config',
    apply: 'serve',
    transformIndexHtml: (html) => injectRuntimeConfig(html, runtimeConfigFromEnv()),
  };
}

/**
 * CSS modules get the same class names in an app's client build and its server build (the server's
 * HTML must carry the classes the client's stylesheets define): one naming rule for both.
 */
const css: UserConfig['css'] = { modules: { generateScopedName: '_[local]_[hash:base64:5]' } };

/**
 * The libraries every page of every app loads (React, the router, TanStack Query) in one file: one
 * gzip stream instead of five or six small chunks the bundler would otherwise cut them into
 * (−1.7 KB gzipped on the storefront home, docs/performance.md). Client builds only.
 */
const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/,
};

/** zod without eval in the browser (the page CSP has no 'unsafe-eval'): see zod-browser.ts. */
const ZOD_ALIAS = { find: /^zod$/, replacement: resolve(workspaceRoot, 'tools/vite/zod-browser.ts') };

/**
 * React Router's production build in the browser's bundles: its package exports only its development
 * build (every warning and dev-only check in, with no NODE_ENV switch to drop them); the production
 * build sits next to it (dist/production). Client builds only: `vite dev` keeps the warnings.
 */
function routerProductionBuild(): Plugin {
  const build = (file: string) => resolve(workspaceRoot, 'node_modules/react-router/dist/production', file);
  return {
    name: 'rona-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: build('index.mjs') },
          { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
        ],
      },
    }),
  };
}

/** One Vite config shape for the three front ends: own asset base, own dist folder, dev port. */
export function createAppConfig(app: AppName, opts: { port: number; extra?: UserConfig } = { port: 4300 }) {
  return defineConfig({
    root: resolve(workspaceRoot, 'apps', app),
    base: APP_ASSET_BASE[app],
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', app),
    plugins: [
      react(),
      devRuntimeConfig(),
      routerProductionBuild(),
      // Only the Mantine rules of the components the app and the shared libs can reach.
      mantineStylesInUse({
        sourceDirs: [resolve(workspaceRoot, 'apps', app, 'src'), resolve(workspaceRoot, 'libs')],
        nodeModules: resolve(workspaceRoot, 'node_modules'),
      }),
    ],
    css,
    resolve: { alias: [ZOD_ALIAS] },
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
      // .vite/manifest.json: a page server links the client chunks and CSS of the page's routes.
      manifest: true,
      sourcemap: true,
      reportCompressedSize: false,
      target: 'es2022',
      // Every browser of es2022 supports <link rel="modulepreload">: no polyfill in each entry.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } } },
    },
    ...opts.extra,
  });
}

/**
 * An app's page server (decision 016): Vite's SSR build of `entry` (relative to the app folder) into
 * dist/apps/<app>-server/main.mjs, next to the client build it serves (dist/apps/<app>). Workspace
 * libs are bundled; packages from node_modules (React, react-dom/server, the router, Mantine) stay
 * external, installed next to it in a deploy. Run it in production mode: NODE_ENV=production.
 */
export function createServerConfig(app: AppName, opts: { entry: string; extra?: UserConfig }) {
  return defineConfig({
    root: resolve(workspaceRoot, 'apps', app),
    base: APP_ASSET_BASE[app],
    cacheDir: resolve(workspaceRoot, 'node_modules/.vite', `${app}-server`),
    plugins: [react()],
    css,
    ssr: { target: 'node', noExternal: [/^@rona\//] },
    build: {
      ssr: opts.entry,
      outDir: resolve(workspaceRoot, 'dist/apps', `${app}-server`),
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
      reportCompressedSize: false,
      target: 'node20',
      rollupOptions: {
        output: { format: 'es', entryFileNames: 'main.mjs', chunkFileNames: 'chunks/[name].mjs' },
      },
    },
    ...opts.extra,
  });
}
