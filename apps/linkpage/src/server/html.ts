const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values safe inside HTML: a partner's title can never open a tag or leave an attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** What a viewer page puts in its <head>. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the page on the site ('/short-link/abc'): canonical and og:url. */
  path?: string;
  /** A picture for link previews (absolute or a path on the site). */
  image?: string | null;
  /** Not for search engines (not-found, redirect). */
  noindex?: boolean;
  /** `<meta http-equiv="refresh">` to a target that already passed isSafeLink. */
  refresh?: { seconds: number; url: string };
}

/** `source` as an absolute http(s) URL on `siteUrl`, or null for anything else. */
export function absoluteUrl(source: string, siteUrl: string): string | null {
  try {
    const url = new URL(source, `${siteUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The head tags: title, description, canonical, Open Graph and Twitter, robots, refresh. */
export function renderHead(head: PageHead, siteUrl: string): string {
  const meta = (attr: 'name' | 'property' | 'http-equiv', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const url = head.path ? absoluteUrl(head.path, siteUrl) : null;
  const image = head.image ? absoluteUrl(head.image, siteUrl) : null;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.refresh ? [meta('http-equiv', 'refresh', `${head.refresh.seconds};url=${head.refresh.url}`)] : []),
    meta('name', 'robots', head.noindex ? 'noindex' : 'index,follow'),
    ...(url && !head.noindex ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'id_ID'),
    ...(url ? [meta('property', 'og:url', url)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('');
}

/** The brand's "R" as an inline icon: no /favicon.ico request (a 404 in the console). */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%23d45538'/%3E%3Ctext x='16' y='22' font-size='17' text-anchor='middle' fill='white' font-family='sans-serif'%3ER%3C/text%3E%3C/svg%3E";

/** A whole viewer document: no script at all, the page's CSS inline. `body` is rendered markup. */
export function htmlDocument({
  head,
  siteUrl,
  css,
  preloads = '',
  body,
}: {
  head: PageHead;
  siteUrl: string;
  css: string;
  /** `<link rel="preload">` tags (rendered markup). */
  preloads?: string;
  body: string;
}): string {
  return (
    '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#d45538">' +
    renderHead(head, siteUrl) +
    `<link rel="icon" href="${ICON}">` +
    preloads +
    // CSS text from our own stylesheets; `</` cannot appear in it, but never let it close the element.
    `<style>${css.replace(/<\//g, '<\\/')}</style>` +
    `</head><body>${body}</body></html>`
  );
}
