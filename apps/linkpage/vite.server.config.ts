import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { cssModules } from './css-modules';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * The link-page server (src/server/main.ts) as one self-contained file: Vite's SSR build bundles
 * React, the widgets and their CSS (class names identical to the client build's) into
 * dist/apps/linkpage-server/main.mjs, which `npm start` runs next to the client build.
 */
export default defineConfig({
  root: resolve(workspaceRoot, 'apps/linkpage'),
  base: '/_lp/',
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite', 'linkpage-server'),
  plugins: [react()],
  css: { modules: cssModules },
  // React's production build only (the development one is bundled too otherwise).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/server/main.ts',
    outDir: resolve(workspaceRoot, 'dist/apps/linkpage-server'),
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'main.mjs', format: 'es' } },
  },
});
