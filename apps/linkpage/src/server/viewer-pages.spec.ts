// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Server } from 'node:http';
import { createPageServer } from '@rona/page-server';
import type { PublicLinkPage } from '@rona/domain';
import { createLinkpageRender, siteUrlOf } from './linkpage-render';
import { createViewerApi, type ViewerApi } from './viewer-api';
import { viewerPage } from './viewer-pages';

const ctx = { siteUrl: 'https://rona.id', css: '' };
const samplePage: PublicLinkPage = {
  background: { image: null, color: '#ffffff', active: 'color' },
  widgets: [],
  prices: {},
};

function fakeApi(over: Partial<ViewerApi> = {}): ViewerApi {
  return {
    publicPage: vi.fn(async (id: string) =>
      id === 'contohRona01' ? { kind: 'ok' as const, value: samplePage } : { kind: 'missing' as const },
    ),
    redirectTarget: vi.fn(async (key: string) =>
      key === 'shopee' ? { kind: 'ok' as const, value: 'https://shopee.co.id/rona' } : { kind: 'missing' as const },
    ),
    ...over,
  };
}

describe('viewerPage', () => {
  it('answers the three viewer paths and leaves the studio paths alone', async () => {
    const api = fakeApi();
    expect((await viewerPage('/short-link', '/short-link', api, ctx))?.status).toBe(200);
    expect((await viewerPage('/short-link/contohRona01', '/short-link/contohRona01', api, ctx))?.status).toBe(200);
    expect((await viewerPage('/short-link/contohRona01/', '/short-link/contohRona01/', api, ctx))?.status).toBe(200);
    expect((await viewerPage('/everywhere/shopee', '/everywhere/shopee', api, ctx))?.html).toContain(
      'content="2;url=https://shopee.co.id/rona"',
    );
    for (const studio of ['/link-login', '/link-page', '/link-page/abc', '/'])
      expect(await viewerPage(studio, studio, api, ctx)).toBeNull();
  });

  it('answers 404 for a missing page or target, without asking the API for impossible ids', async () => {
    const api = fakeApi();
    expect((await viewerPage('/short-link/tidakAda', '/short-link/tidakAda', api, ctx))?.status).toBe(404);
    expect((await viewerPage('/everywhere/nope', '/everywhere/nope', api, ctx))?.status).toBe(404);
    expect((await viewerPage('/short-link/%ff', '/short-link/%ff', api, ctx))?.status).toBe(404);
    expect((await viewerPage('/short-link/a%3Cb', '/short-link/a%3Cb', api, ctx))?.status).toBe(404);
    expect(api.publicPage).toHaveBeenCalledTimes(1);
  });

  it('answers 503 with a reload link when the API fails', async () => {
    const api = fakeApi({ publicPage: async () => ({ kind: 'failed' }) });
    const r = await viewerPage('/short-link/contohRona01', '/short-link/contohRona01?x=1', api, ctx);
    expect(r?.status).toBe(503);
    expect(r?.html).toContain('Gagal Memuat Halaman, silahkan coba kembali');
    expect(r?.html).toContain('href="/short-link/contohRona01?x=1"');
  });
});

describe('createViewerApi', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('calls the public endpoints with the public API key and reads the envelope', async () => {
    const fetch = vi.fn(async () => json(200, { status: true, result: samplePage }));
    const api = createViewerApi({ apiUrl: 'http://api:3333/', publicApiKey: 'key-123', fetch });
    expect(await api.publicPage('contohRona01')).toEqual({ kind: 'ok', value: samplePage });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api:3333/external/v1/page/contohRona01');
    expect((init.headers as Record<string, string>).Authorization).toBe('key-123');
  });

  it('tells a missing page (404) from a failure (5xx, false status, no answer)', async () => {
    const answers = [
      json(404, { status: false }),
      json(500, { status: false }),
      json(200, { status: false }),
      new Response('<html>', { status: 200 }),
    ];
    const api = createViewerApi({ apiUrl: 'http://api', publicApiKey: 'k', fetch: async () => answers.shift()! });
    expect(await api.redirectTarget('x')).toEqual({ kind: 'missing' });
    expect(await api.redirectTarget('x')).toEqual({ kind: 'failed' });
    expect(await api.redirectTarget('x')).toEqual({ kind: 'failed' });
    expect(await api.redirectTarget('x')).toEqual({ kind: 'failed' });
    const down = createViewerApi({
      apiUrl: 'http://api',
      publicApiKey: 'k',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await down.publicPage('a')).toEqual({ kind: 'failed' });
  });
});

describe('siteUrlOf', () => {
  it('prefers SITE_URL, else the forwarded host', () => {
    expect(siteUrlOf({ host: 'x' }, 'https://rona.id/')).toBe('https://rona.id');
    expect(siteUrlOf({ host: '127.0.0.1:4202', 'x-forwarded-host': 'localhost:4200' }, undefined)).toBe(
      'http://localhost:4200',
    );
  });
});

describe('the link-page server', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'linkpage-dist-'));
    writeFileSync(join(dir, 'index.html'), '<html><head><!--rona-runtime-config--></head><body>STUDIO</body></html>');
    server = createPageServer({
      app: 'linkpage',
      clientDir: dir,
      render: createLinkpageRender({ api: fakeApi(), css: '', siteUrl: 'https://rona.id' }),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves viewer pages as script-free HTML with the shared cache policy', async () => {
    const res = await fetch(`${origin}/short-link/contohRona01`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const html = await res.text();
    expect(html).toContain('data-testid="link-page"');
    expect(html).not.toMatch(/<script/i);
    const missing = await fetch(`${origin}/short-link/tidakAda`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('serves the studio shell (with the runtime config) for the studio paths, never cached', async () => {
    const res = await fetch(`${origin}/link-page/abc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('STUDIO');
    expect(html).toContain('window.__RONA_CONFIG__');
  });

  it("answers 404 for a path of the app that is no page (the studio shell shows 'Halaman tidak ada')", async () => {
    for (const path of ['/short-link/abc/def', '/link-page/abc/def', '/link-login/x']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('STUDIO');
    }
    expect((await fetch(`${origin}/link-login`)).status).toBe(200);
    expect((await fetch(`${origin}/link-page`)).status).toBe(200);
  });
});
