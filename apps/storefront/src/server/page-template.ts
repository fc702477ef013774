/**
 * The client build's index.html is the server's page template: the region between these markers
 * holds the default <title> and description (what a page rendered in the browser keeps); the server
 * puts the page's own head there.
 */
const HEAD_REGION = /<!--rona-page-head-->[\s\S]*?<!--\/rona-page-head-->/;
const ROOT = '<div id="root"></div>';

/**
 * The page's HTML: its head tags, the rendered app inside #root and the hydration payload after it;
 * `assets` (the page's route stylesheets and preloads) at the end of the head, after the entry's own.
 */
export function fillTemplate(
  template: string,
  parts: { head: string; body: string; payload: string; assets?: string },
): string {
  if (!HEAD_REGION.test(template) || !template.includes(ROOT)) {
    throw new Error('The page template lacks the <!--rona-page-head--> region or <div id="root"></div>');
  }
  const html = template
    .replace(HEAD_REGION, () => parts.head)
    .replace('</head>', () => (parts.assets ? `${parts.assets}\n</head>` : '</head>'));
  const headEnd = html.indexOf('</head>');
  return (lowPriorityScripts(html.slice(0, headEnd)) + html.slice(headEnd)).replace(
    ROOT,
    () => `<div id="root">${parts.body}</div>${parts.payload}`,
  );
}

/**
 * A server-rendered page paints without its scripts, so they are fetched at low priority: the
 * stylesheets and the LCP picture get the phone's bandwidth first, and hydration follows.
 */
export function lowPriorityScripts(head: string): string {
  return head.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * The page's absolute URL on the shop's origin. The request target is a path; one that starts with
 * `//` ('//evil.example/x') stays a path on our origin instead of becoming another host.
 */
export function pageUrlOf(target: string, origin: string): URL {
  return new URL(origin.replace(/\/+$/, '') + (target.startsWith('/') ? target : `/${target}`));
}
