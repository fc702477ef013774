import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type';
import { loadConfig } from '../../../config';
import { createMediaStorage } from '../../../services/media-storage';
import { s3Storage } from './storage';

const storageFromEnv = (env: Record<string, string>, disk: { mediaDir: string; publicBaseUrl: string }) =>
  createMediaStorage(loadConfig(env).mediaStorage, disk);

describe('image sniffing', () => {
  it('recognises JPEG, PNG, GIF and WebP by their bytes and nothing else', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(sniffImage(Buffer.from('89504e470d0a1a0a00', 'hex'))?.ext).toBe('png');
    expect(sniffImage(Buffer.from('GIF89a...'))?.ext).toBe('gif');
    expect(sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))?.ext).toBe(
      'webp',
    );
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.4'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('S3-compatible storage', () => {
  it('PUTs the object path-style with a SigV4 signature and answers the public URL', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const storage = s3Storage({
      endpoint: 'https://s3.example.test',
      bucket: 'rona-media',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.rona.test/',
      fetch: (async (url: URL, init: RequestInit) => {
        calls.push({ url: String(url), init });
        return new Response('', { status: 200 });
      }) as unknown as typeof fetch,
    });
    const url = await storage.put('uploads/a.png', Buffer.from('x'), 'image/png');
    expect(url).toBe('https://cdn.rona.test/uploads/a.png');
    expect(calls[0]?.url).toBe('https://s3.example.test/rona-media/uploads/a.png');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.init.method).toBe('PUT');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('is chosen by MEDIA_S3_BUCKET and refuses a half configuration', () => {
    expect(() => storageFromEnv({ MEDIA_S3_BUCKET: 'b' }, { mediaDir: '/tmp', publicBaseUrl: '/api' })).toThrow(
      /MEDIA_S3_ENDPOINT/,
    );
    expect(storageFromEnv({}, { mediaDir: '/tmp', publicBaseUrl: '/api' })).toBeDefined();
  });
});
