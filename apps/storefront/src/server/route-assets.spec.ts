import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { storefrontRoutes } from '../routes';
import { routeAssetTags, type ClientManifest } from './route-assets';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_product-1.js': { file: 'assets/product-1.js', imports: ['_shared-1.js'], css: ['assets/product-1.css'] },
  'src/app.tsx': { file: 'assets/app-1.js', imports: ['_shared-1.js'], css: ['assets/app-1.css'] },
  'src/shared/mantine-layout.tsx': { file: 'assets/mantine-layout-1.js', css: ['assets/mantine-1.css'] },
  'src/features/product-list/product-list-route.tsx': {
    file: 'assets/product-list-route-1.js',
    imports: ['_product-1.js', '_shared-1.js'],
    css: ['assets/product-list-route-1.css'],
  },
};
const template =
  '<head><script type="module" crossorigin src="/_sf/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/_sf/assets/shared-1.js">' +
  '<link rel="stylesheet" crossorigin href="/_sf/assets/index-1.css"></head>';

describe('route assets in the head', () => {
  it("links the shell's and the matched lazy routes' stylesheets (with their imports'), not the entry's again, and no script", () => {
    const tags = routeAssetTags({
      matches: [
        { route: {} },
        { route: { id: 'shared/mantine-layout' } },
        { route: { id: 'features/product-list/product-list-route' } },
      ],
      manifest,
      base: '/_sf/',
      template,
      shell: 'src/app.tsx',
    });
    expect(tags.split('\n')).toEqual([
      '<link rel="stylesheet" crossorigin href="/_sf/assets/app-1.css">',
      '<link rel="stylesheet" crossorigin href="/_sf/assets/mantine-1.css">',
      '<link rel="stylesheet" crossorigin href="/_sf/assets/product-list-route-1.css">',
      '<link rel="stylesheet" crossorigin href="/_sf/assets/product-1.css">',
    ]);
  });

  it('adds nothing without a manifest or for routes it does not know', () => {
    expect(routeAssetTags({ matches: [{ route: { id: 'x' } }], manifest: null, base: '/_sf/', template })).toBe('');
    expect(routeAssetTags({ matches: [{ route: { id: 'nope' } }], manifest, base: '/_sf/', template })).toBe('');
  });

  it("every lazy route's id names the module it loads (the manifest key the server looks up)", () => {
    const lazyRoutes: RouteObject[] = [];
    const walk = (routes: RouteObject[]) =>
      routes.forEach((r) => {
        if (r.lazy) lazyRoutes.push(r);
        if (r.children) walk(r.children);
      });
    walk(storefrontRoutes(new QueryClient()));
    expect(lazyRoutes.length).toBeGreaterThan(8);
    for (const route of lazyRoutes) {
      expect(route.id, 'a lazy route has an id').toBeDefined();
      // As written ('./features/x/x-route') or as the test transform rewrites it ('/apps/storefront/src/features/x/x-route.tsx').
      expect(String(route.lazy)).toMatch(new RegExp(`(\\./|/src/)${route.id}(\\.tsx?)?["']`));
    }
  });
});
