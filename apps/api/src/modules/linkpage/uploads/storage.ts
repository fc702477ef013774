import { createHash, createHmac } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../../../config';

/** Where uploaded images go. `put` answers the public URL of the stored file. */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

/** Files under `<mediaDir>/<key>`, served by the API's /media route. */
export function diskStorage(mediaDir: string, publicBaseUrl: string): MediaStorage {
  return {
    async put(key, bytes) {
      const file = path.join(mediaDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${publicBaseUrl}/media/${key}`;
    },
  };
}

/** The bucket as config.ts validated it (S3_*), and for tests the fetch. */
export interface S3Options extends S3Settings {
  fetch?: typeof fetch;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** An S3-compatible bucket (AWS S3, MinIO, R2…): a path-style PUT signed with AWS Signature V4. */
export function s3Storage(o: S3Options): MediaStorage {
  const doFetch = o.fetch ?? fetch;
  return {
    async put(key, bytes, contentType) {
      const url = new URL(`${o.endpoint.replace(/\/$/, '')}/${o.bucket}/${key}`);
      const now = new Date().toISOString().replace(/[:-]|\.\d{3}/g, '');
      const day = now.slice(0, 8);
      const payloadHash = sha256(bytes);
      const headers: Record<string, string> = {
        'content-type': contentType,
        host: url.host,
        'x-amz-content-sha256': payloadHash,
        'x-amz-date': now,
      };
      const names = Object.keys(headers).sort();
      const canonical = [
        'PUT',
        url.pathname,
        '',
        ...names.map((n) => `${n}:${headers[n]}`),
        '',
        names.join(';'),
        payloadHash,
      ].join('\n');
      const scope = `${day}/${o.region}/s3/aws4_request`;
      const toSign = ['AWS4-HMAC-SHA256', now, scope, sha256(canonical)].join('\n');
      const signingKey = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, day), o.region), 's3'), 'aws4_request');
      const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
      const { host: _host, ...sent } = headers;
      const res = await doFetch(url, {
        method: 'PUT',
        body: bytes,
        headers: {
          ...sent,
          authorization: `AWS4-HMAC-SHA256 Credential=${o.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
        },
      });
      if (!res.ok) throw new Error(`S3 upload failed: ${res.status}`);
      return `${o.publicUrl.replace(/\/$/, '')}/${key}`;
    },
  };
}
