import type { Plugin } from 'vite';
import { createAppConfig } from '../../tools/vite/create-app-config.ts';
import { cssModules } from './css-modules.ts';

/**
 * `npm run dev`: the public viewer paths are rendered by the same server code as in production
 * (src/server, loaded through Vite so edits apply on the next request), not by the studio bundle.
 */
function devViewerPages(): Plugin {
  return {
    name: 'rona-linkpage-dev-viewer',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // The gateway forwards page paths under the asset base (/_lp/short-link/…).
        const url = (req.url ?? '/').replace(/^\/_lp(?=\/)/, '');
        if (!/^\/(short-link|everywhere)(\/|\?|$)/.test(url)) return next();
        server
          .ssrLoadModule('/src/server/dev-render.ts')
          .then(async (mod: Record<string, unknown>) => {
            const renderDev = mod.renderDev as (
              url: string,
              headers: typeof req.headers,
            ) => Promise<{ status: number; html: string }>;
            const page = await renderDev(url, req.headers);
            res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
            res.end(page.html);
          })
          .catch(next);
      });
    },
  };
}

const config = createAppConfig('linkpage', { port: 4303 });
config.plugins = [...(config.plugins ?? []), devViewerPages()];
config.css = { ...config.css, modules: cssModules };

export default config;
