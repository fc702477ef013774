import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { API_BODY_LIMITS } from '../../libs/shared/routes/src/body-limits';
import { renderAppHost, renderNginx } from './generate-nginx';

describe('generated files are current', () => {
  it('deploy/nginx/rona.conf matches the route-ownership table (regenerate: npx tsx tools/scripts/generate-nginx.ts)', () => {
    expect(readFileSync(new URL('../../deploy/nginx/rona.conf', import.meta.url), 'utf8')).toBe(renderNginx());
  });

  it("deploy/nginx/app-host.conf.template carries the gateway's page CSP (regenerate: npx tsx tools/scripts/generate-nginx.ts)", () => {
    expect(readFileSync(new URL('../../deploy/nginx/app-host.conf.template', import.meta.url), 'utf8')).toBe(
      renderAppHost(),
    );
  });
});

describe('body limits at the edge (issue 25 §9)', () => {
  it('every API route with its own body limit is refused by nginx above it, as by the gateway', () => {
    const conf = renderNginx();
    for (const [path, bytes] of Object.entries(API_BODY_LIMITS))
      expect(conf).toContain(`location = /api${path} { client_max_body_size ${Math.ceil(bytes / 1024)}k;`);
    expect(API_BODY_LIMITS['/payment/v1/notification/doku']).toBe(64 * 1024);
  });
});

describe('nginx in front of the page servers (docs/decisions/016)', () => {
  it('caches their HTML as the page server says, one copy for everyone, stale while it refreshes', () => {
    const ssr = readFileSync(new URL('../../deploy/nginx/ssr-page.conf', import.meta.url), 'utf8');
    expect(ssr).toMatch(/^proxy_cache rona_pages;$/m);
    expect(ssr).toMatch(/^proxy_cache_use_stale [^;]*updating/m);
    expect(ssr).toMatch(/^proxy_cache_background_update on;$/m);
    expect(ssr).toMatch(/^proxy_set_header Cookie "";$/m);
    // No Cache-Control or CSP of nginx's own: the page server's headers stand.
    expect(ssr).not.toMatch(/^add_header (Cache-Control|Content-Security-Policy)/m);
    expect(renderNginx()).toMatch(/^proxy_cache_path \S+ [^;]*keys_zone=rona_pages:/m);
    expect(renderNginx()).not.toContain('ssi on');
  });
});

describe('nginx security headers (docs/decisions/006)', () => {
  it('the app host allows exactly its runtime-config script by hash, and no other inline script', () => {
    const config = { base: '/api', key: 'rona-public-dev-key' };
    const host = renderAppHost()
      .replaceAll('${PUBLIC_API_BASE_URL}', config.base)
      .replaceAll('${PUBLIC_API_KEY}', config.key);
    const script = /sub_filter '<!--rona-runtime-config-->' '<script>(.*?)<\/script>';/.exec(host)?.[1] ?? '';
    expect(script).toBe('window.__RONA_CONFIG__={"apiBaseUrl":"/api","publicApiKey":"rona-public-dev-key"}');
    const hash = createHash('sha256').update(script).digest('base64');
    const csp =
      /add_header Content-Security-Policy "([^"]+)" always;/.exec(
        host.replaceAll('${RUNTIME_CONFIG_HASH}', hash),
      )?.[1] ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('every page location gets nosniff, a referrer policy and HSTS', () => {
    const page = readFileSync(new URL('../../deploy/nginx/app-page.conf', import.meta.url), 'utf8');
    expect(page).toMatch(/add_header X-Content-Type-Options "nosniff"/);
    expect(page).toMatch(/add_header Referrer-Policy "strict-origin-when-cross-origin"/);
    expect(page).toMatch(/add_header Strict-Transport-Security "max-age=\d{7,}; includeSubDomains" always;/);
    const front = renderNginx();
    const pageLocations = front.split('\n').filter((l) => /^\s*location ~ \^\/|^\s*location \/ /.test(l));
    expect(pageLocations.length).toBeGreaterThan(10);
    for (const l of pageLocations) {
      const serverRendered = /rona_(storefront|linkpage);/.test(l);
      expect(l).toContain(`include /etc/nginx/rona/${serverRendered ? 'ssr-page.conf' : 'app-page.conf'};`);
    }
    expect(pageLocations.filter((l) => l.includes('ssr-page.conf')).length).toBeGreaterThan(3);
    // The API checks a cookie write's Origin against the host the browser used, port included.
    expect(front).toMatch(/location \/api\/ \{[^}]*proxy_set_header X-Forwarded-Host \$http_host;/);
  });
});

describe('the page cache key at the edge (issue 25 §10, decision 021)', () => {
  it('is the path and only the query parameters the page reads, as in the page servers', () => {
    const ssr = readFileSync(new URL('../../deploy/nginx/ssr-page.conf', import.meta.url), 'utf8');
    expect(ssr).toMatch(/^proxy_cache_key \$scheme\$host\$uri\?\$rona_page_query;$/m);
    expect(ssr).toMatch(/^proxy_set_header X-Request-Id \$request_id;$/m);
    const conf = renderNginx();
    expect(conf).toContain('map $uri $rona_page_query {');
    expect(conf).toContain('    ~^/$ "";');
    expect(conf).toContain(
      '    ~^/products$ "category=$arg_category&page=$arg_page&search=$arg_search&skinProblem=$arg_skinProblem&skinType=$arg_skinType&sortBy=$arg_sortBy&subcategory=$arg_subcategory";',
    );
    expect(conf).toContain('    ~^/products/[^/]+/[^/]+$ "";');
  });
});
