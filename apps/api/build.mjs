// Bundles the API into dist/apps/api/main.mjs: our sources and the @rona/* workspace libs (TypeScript)
// are bundled; every other npm package stays external and is loaded from node_modules at run time.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outdir = `${root}dist/apps/api`;

const workspaceLibs = {
  name: 'workspace-libs',
  setup(b) {
    b.onResolve({ filter: /^@rona\/[a-z-]+$/ }, (args) => ({
      path: `${root}libs/shared/${args.path.slice('@rona/'.length)}/src/index.ts`,
    }));
    // Any other bare specifier is an npm package: keep it external.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rona/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: [`${root}apps/api/src/main.ts`],
  outfile: `${outdir}/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [workspaceLibs],
});
await cp(`${root}apps/api/src/db/migrations`, `${outdir}/migrations`, { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`api: dist/apps/api/main.mjs (${Math.round(bytes / 1024)} kB with map) + migrations`);
