import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@rona/domain';
import { withImageVariants } from '../services/media-storage';
import { createTestApp, type TestApp } from '../testing/test-app';
import { diskVariantMaker, MAX_VARIANT_SOURCE_BYTES, VariantsBusyError } from './variants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: null });
});
afterAll(() => t.close());

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};
const widthOf = async (bytes: Buffer | string) => (await sharp(bytes).metadata()).width;
/** Puts a file straight into the media folder, as an upload stored before variants existed. */
const legacyUpload = async (bytes: Buffer, ext: string) => {
  const key = `uploads/${randomUUID()}.${ext}`;
  await mkdir(path.join(t.config.mediaDir, 'uploads'), { recursive: true });
  await writeFile(path.join(t.config.mediaDir, key), bytes);
  return key;
};
const variantKey = (key: string, width: number) => key.replace(/\.\w+$/, `-w${width}.webp`);

describe('image variants at upload time', () => {
  it('stores WebP copies at every allowed width beside an uploaded photo, never enlarged', async () => {
    const key = `uploads/${randomUUID()}.jpg`;
    const url = await t.app.mediaStorage.put(key, await photo(1000, 500), 'image/jpeg');
    expect(url).toBe(`/api/media/${key}`);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const file = path.join(t.config.mediaDir, variantKey(key, width));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 1000));
      expect(meta.height).toBe(Math.min(width, 1000) / 2);
    }
  });

  it('goes through whichever storage is configured (an S3 bucket too), and skips GIFs and non-upload names', async () => {
    const keys: string[] = [];
    const storage = withImageVariants({
      put: async (key) => {
        keys.push(key);
        return `https://cdn.test/${key}`;
      },
    });
    const id = randomUUID();
    expect(await storage.put(`uploads/${id}.png`, await photo(400, 400, 'png'), 'image/png')).toBe(
      `https://cdn.test/uploads/${id}.png`,
    );
    expect(keys).toEqual([`uploads/${id}.png`, ...IMAGE_VARIANT_WIDTHS.map((w) => `uploads/${id}-w${w}.webp`)]);
    keys.length = 0;
    await storage.put(`uploads/${id}.gif`, Buffer.from('GIF89a'), 'image/gif');
    await storage.put('uploads/a.png', await photo(10, 10, 'png'), 'image/png');
    expect(keys).toEqual([`uploads/${id}.gif`, 'uploads/a.png']);
  });
});

describe('GET /media/* variants', () => {
  it('serves a stored variant as WebP with immutable year-long caching', async () => {
    const key = `uploads/${randomUUID()}.jpg`;
    await t.app.mediaStorage.put(key, await photo(1400, 700), 'image/jpeg');
    const res = await t.app.inject(`/media/${variantKey(key, 640)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(res.rawPayload)).toBe(640);
    const original = await t.app.inject(`/media/${key}`);
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes a missing variant of an older upload on the first request, then keeps it on disk', async () => {
    const key = await legacyUpload(await photo(900, 300, 'png'), 'png');
    const wanted = variantKey(key, 320);
    expect(existsSync(path.join(t.config.mediaDir, wanted))).toBe(false);
    const res = await t.app.inject(`/media/${wanted}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(res.rawPayload)).toBe(320);
    expect(await widthOf(path.join(t.config.mediaDir, wanted))).toBe(320);
  });

  it('answers 404 in the envelope for widths outside the list, names that are not uploads, missing sources', async () => {
    const key = await legacyUpload(await photo(600, 600), 'jpg');
    for (const url of [
      `/media/${key.replace('.jpg', '-w500.webp')}`,
      `/media/${key.replace('.jpg', '-w12800.webp')}`,
      `/media/uploads/${randomUUID()}-w640.webp`,
      '/media/uploads/foto-w640.webp',
      '/media/products/tidak-ada.svg',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: false, errors: [{ message: expect.any(String) }] });
    }
    const dir = path.join(t.config.mediaDir, 'uploads');
    expect(existsSync(path.join(dir, path.basename(key).replace('.jpg', '-w500.webp')))).toBe(false);
  });

  it('does not resize sources over the size limit or files that are not pictures', async () => {
    const big = await legacyUpload(Buffer.alloc(MAX_VARIANT_SOURCE_BYTES + 1), 'jpg');
    expect((await t.app.inject(`/media/${variantKey(big, 320)}`)).statusCode).toBe(404);
    const junk = await legacyUpload(Buffer.from('not a picture'), 'png');
    expect((await t.app.inject(`/media/${variantKey(junk, 320)}`)).statusCode).toBe(404);
    expect(existsSync(path.join(t.config.mediaDir, variantKey(junk, 320)))).toBe(false);
  });
});

describe('diskVariantMaker', () => {
  it('resizes one picture at a time, shares the work for the same file and refuses a long queue', async () => {
    const maker = diskVariantMaker(t.config.mediaDir, { maxQueued: 2 });
    const keys = await Promise.all([1, 2, 3, 4].map(async () => legacyUpload(await photo(800, 800), 'jpg')));
    const [first, ...rest] = keys;
    const same = variantKey(first ?? '', 640);
    const results = await Promise.allSettled([
      maker.ensure(same),
      maker.ensure(same),
      ...rest.map((k) => maker.ensure(variantKey(k, 640))),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: true });
    expect(results[1]).toEqual({ status: 'fulfilled', value: true });
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof VariantsBusyError)).toBe(true);
    // Once the queue has drained the same requests go through.
    for (const k of keys) expect(await maker.ensure(variantKey(k, 640))).toBe(true);
  });
});
