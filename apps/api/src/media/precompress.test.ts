import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480">${'<rect width="10" height="10" fill="#f0a"/>'.repeat(200)}</svg>`;

beforeAll(async () => {
  t = await createTestApp({ content: null });
  await mkdir(path.join(t.config.mediaDir, 'banners'), { recursive: true });
  await writeFile(path.join(t.config.mediaDir, 'banners/uji.svg'), svg);
});
afterAll(() => t.close());

describe('GET /media/*.svg compression', () => {
  it('sends brotli or gzip to browsers that accept it, with the same long caching, else the plain file', async () => {
    const br = await t.app.inject({
      url: '/media/banners/uji.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(svg.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(svg);

    const gz = await t.app.inject({ url: '/media/banners/uji.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(svg);

    const plain = await t.app.inject({ url: '/media/banners/uji.svg', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(svg);
  });

  it('still answers 404 in the envelope for a missing SVG', async () => {
    const res = await t.app.inject({ url: '/media/banners/tidak-ada.svg', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false });
  });
});
