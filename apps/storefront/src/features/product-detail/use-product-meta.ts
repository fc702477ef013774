import { useEffect } from 'react';

/**
 * Sets the page's meta description and a JSON-LD block in <head> while the page is shown; the
 * shop's own description comes back when the visitor leaves.
 */
export function useProductMeta(description: string | undefined, jsonLd: object | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);

  const json = jsonLd ? JSON.stringify(jsonLd) : undefined;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.product = '';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
