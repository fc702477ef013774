import { describe, expect, it } from 'vitest';
import { readBlogPlace } from '../features/blog/blog-queries';
import { readListingFilters } from '../features/product-list/listing-filters';
import { STOREFRONT_CACHED_PAGES } from './cached-pages';

/** The names a reader asks a URLSearchParams for. */
function namesRead(read: (params: URLSearchParams) => unknown): string[] {
  const names = new Set<string>();
  const params = new URLSearchParams();
  const spy = new Proxy(params, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (typeof args[0] === 'string') names.add(args[0]);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  read(spy);
  return [...names].sort();
}

const declared = (path: string) => [...(STOREFRONT_CACHED_PAGES.find((p) => p.path === path)?.params ?? [])].sort();

describe('the page cache keys of the storefront', () => {
  it('declare exactly the query parameters the listing reads', () => {
    expect(namesRead(readListingFilters)).toEqual(declared('/products'));
  });

  it('declare exactly the query parameters the blog list reads', () => {
    expect(namesRead(readBlogPlace)).toEqual(declared('/blog'));
  });
});
