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
 * The stylesheets and scripts of the page's lazy routes, as <link> tags for the HTML head. A lazy
 * route's id is its module's path under src/ (routes.tsx); the manifest gives that module's chunk,
 * the chunks it imports and their CSS. In the head, the route's CSS styles the server's HTML from
 * the first paint (otherwise it would only arrive with the route's script), and the modulepreloads
 * fetch the route's code with the entry, so hydration starts without waiting for another round trip.
 * What the template already links (the entry's own files) is left out; Vite's loader in the browser
 * finds these links and does not load them twice.
 */
export function routeAssetTags(args: {
  matches: readonly MatchLike[];
  manifest: ClientManifest | null;
  base: string;
  template: string;
}): string {
  const { manifest, base, template } = args;
  if (!manifest) return '';
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const { route } of args.matches) {
    if (!route.id) continue;
    const key = [`src/${route.id}.tsx`, `src/${route.id}.ts`].find((k) => manifest[k]);
    if (key) visit(key);
  }
  const fresh = (file: string) => !template.includes(`"${base}${file}"`);
  return [
    ...[...css].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...[...js].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n');
}
