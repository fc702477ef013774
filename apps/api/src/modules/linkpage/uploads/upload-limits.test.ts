import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LINK_TOOL_SITE } from '@rona/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, type TestMember } from '../../../testing/members';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * Issue 12 §8: uploads to current practice — photos lose their EXIF/GPS metadata, and each member
 * has an upload rate and a daily quota (one member uploaded 147 MB in 1.3 s).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(files: Buffer[], filename = 'foto.jpg') {
  const boundary = '----ronaUploadBoundary';
  const chunks: Buffer[] = [];
  for (const bytes of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(m: TestMember, url: string, files: Buffer[]) {
  const { payload, contentType } = multipart(files);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${m.token}` },
  });
  return { status: res.statusCode, body: res.json() as { status: boolean; message: string; result?: any } };
}

/** A partner: image-many is the link tool's call. */
const partner = () => newMember(t.app, { roles: [{ name: 'partner', sites: [LINK_TOOL_SITE] }] });

const stored = (url: string) => readFile(path.join(t.config.mediaDir, url.replace(/^\/api\/media\//, '')));

/** A JPEG with an EXIF segment holding a camera and a GPS position, as phones write it. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0765a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KameraRahasia', Model: 'HP Sari', Copyright: 'JejakLokasi' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
    })
    .toBuffer();
}

describe('photo metadata', () => {
  it('strips EXIF and GPS from an uploaded JPEG and PNG, keeping a valid picture', async () => {
    const m = await partner();
    const jpeg = await jpegWithGps();
    expect(jpeg.includes(Buffer.from('KameraRahasia'))).toBe(true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ffffff' } })
      .png()
      .withExif({ IFD0: { Make: 'KameraRahasia' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' } })
      .toBuffer();
    expect(png.includes(Buffer.from('KameraRahasia'))).toBe(true);

    for (const [url, files] of [
      ['/upload/v1/image-single', [jpeg]],
      ['/upload/v1/image-many', [jpeg, png]],
    ] as const) {
      const res = await upload(m, url, [...files]);
      expect(res.status, res.body.message).toBe(200);
      const urls: string[] = Array.isArray(res.body.result) ? res.body.result : [res.body.result];
      for (const u of urls) {
        const bytes = await stored(u);
        expect(bytes.includes(Buffer.from('KameraRahasia')), u).toBe(false);
        expect(bytes.includes(Buffer.from('JejakLokasi')), u).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect(meta.exif, u).toBeUndefined();
        expect(meta.width).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a file that only looks like a picture by its first bytes', async () => {
    const m = await newMember(t.app);
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(200)]);
    const res = await upload(m, '/upload/v1/image-single', [fake]);
    expect(res.status).toBe(400);
  });
});

describe('per-member upload rate and quota', () => {
  it('a burst of uploads by one member is cut off at the quota; another member is not affected', async () => {
    const m = await partner();
    // A 3 MB picture (uncompressed PNG) as big as a phone photo, but one colour: cheap to clean, so
    // the test spends its time on the quota and not on re-encoding noise.
    const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#c0765a' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2_900_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => upload(m, '/upload/v1/image-many', [photo, photo, photo, photo, photo, photo])),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted + refused.length).toBe(answers.length);
    // 180 MB offered; at most the quota (50 MB a day, 60 pictures per 10 minutes) is stored.
    expect(accepted * 6 * photo.length).toBeLessThanOrEqual(50 * 1024 * 1024 + 6 * photo.length);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body.message).toMatch(/^Terlalu banyak/);
    const other = await newMember(t.app);
    expect((await upload(other, '/upload/v1/image-single', [await jpegWithGps()])).status).toBe(200);
  }, 120_000);
});
