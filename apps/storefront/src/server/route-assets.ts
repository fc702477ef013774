/** One chunk of Vite's build manifest (dist/apps/<app>/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

interface MatchLike {
  route: { id?: string };
}

/**
 * The stylesheets of the page, as <link> tags for the HTML head: those of the app's shell (`shell`,
 * the module the entry imports once the hero picture has painted, main.tsx) and of the page's lazy
 * routes. A lazy route's id is its module's path under src/ (routes.tsx); the manifest gives that
 * module's chunk, the chunks it imports and their CSS, which must style the server's HTML from the
 * first paint (otherwise it would only arrive with the scripts). Scripts are not preloaded: they are
 * fetched after the first paint (issue 15). What the template already links is left out.
 */
export function routeAssetTags(args: {
  matches: readonly MatchLike[];
  manifest: ClientManifest | null;
  base: string;
  template: string;
  shell?: string;
}): string {
  const { manifest, base, template } = args;
  if (!manifest) return '';
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  if (args.shell) visit(args.shell);
  for (const { route } of args.matches) {
    if (!route.id) continue;
    const key = [`src/${route.id}.tsx`, `src/${route.id}.ts`].find((k) => manifest[k]);
    if (key) visit(key);
  }
  return [...css]
    .filter((file) => !template.includes(`"${base}${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
    .join('\n');
}
