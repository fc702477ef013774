import { linkPageHead, type PublicLinkPage } from '@rona/domain';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values safe inside HTML: a partner's title can never open a tag or leave an attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function absolute(source: string, siteUrl: string): string | null {
  try {
    const url = new URL(source, `${siteUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The head tags of /short-link/{id} as HTML (the same title, description and image the viewer sets
 * with JavaScript), so link previews of crawlers that run no script show the page. `page` null → not found.
 */
export function renderPageHead(
  id: string,
  page: Pick<PublicLinkPage, 'background' | 'widgets'> | null,
  siteUrl: string,
): string {
  const head = page ? linkPageHead(page) : { title: null, image: null };
  const title = page
    ? (head.title ?? linkpageMessages['linkpage.viewer.defaultTitle'])
    : linkpageMessages['linkpage.viewer.notFoundTitle'];
  const description = page
    ? linkpageMessages['linkpage.viewer.description']
    : linkpageMessages['linkpage.viewer.notFoundBody'];
  const image = head.image ? absolute(head.image, siteUrl) : null;
  const url = `${siteUrl}/short-link/${encodeURIComponent(id)}`;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'robots', page ? 'index,follow' : 'noindex'),
  ].join('\n');
}
