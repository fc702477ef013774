import { renderHead, type PageHead } from '@rona/seo';

/** The head tags a page owns (what renderHead writes besides <title>); everything else in <head> stays. */
const PAGE_TAGS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * Puts a page's head into the document after a client-side navigation: the title, and the page's meta,
 * canonical and JSON-LD tags replaced by the new page's — the same tags, in the same order, as the
 * server writes (renderHead), so a crawler that runs scripts reads what one that does not reads.
 */
export function applyHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(PAGE_TAGS)) element.remove();
  const template = doc.createElement('template');
  template.innerHTML = renderHead(head);
  doc.head.append(...[...template.content.children].filter((element) => element.tagName !== 'TITLE'));
}
