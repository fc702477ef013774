import { useEffect } from 'react';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export interface PageHead {
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
}

/** The tab title and the Open Graph / Twitter tags of the shown page. */
export function usePageHead(head: PageHead | null) {
  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', location.href);
    setMeta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
    if (head.image) setMeta('property', 'og:image', new URL(head.image, location.origin).toString());
    setMeta('name', 'robots', head.noindex ? 'noindex' : 'index,follow');
  }, [head]);
}
