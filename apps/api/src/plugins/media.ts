import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseImageVariant } from '@rona/domain';
import { HttpError } from '../http/errors';
import { svgPrecompressor } from '../media/precompress';
import { diskVariantMaker, VariantsBusyError } from '../media/variants';

const PREFIX = '/media/';
const busyMessage = 'Gambar sedang disiapkan, silahkan coba lagi sebentar lagi';

/**
 * `GET /media/*`: generated seed images and uploads in the media folder. A file at a URL is never
 * rewritten (seed files are written once, uploads and their variants get fresh UUID names), so
 * every answer is cached for a year as immutable. A width variant of an upload
 * (`uploads/<uuid>-w640.webp`, docs/product/images.md) that is not on disk yet — an upload from
 * before variants were made at upload time — is made on the first request, then served as a file.
 * SVGs go out brotli- or gzip-compressed when the browser accepts it (copies made on the first request).
 * Anything missing answers 404 in the API's envelope.
 */
export async function registerMedia(app: FastifyInstance, root: string) {
  mkdirSync(root, { recursive: true });
  const variants = diskVariantMaker(root);
  const svgs = svgPrecompressor(root);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (!pathname.startsWith(PREFIX)) return;
      let key: string;
      try {
        key = decodeURIComponent(pathname.slice(PREFIX.length));
      } catch {
        return;
      }
      if (key.split('/').includes('..')) return;
      if (/\b(br|gzip)\b/.test(String(request.headers['accept-encoding'] ?? ''))) await svgs.ensure(key);
      if (!parseImageVariant(key)) return;
      try {
        await variants.ensure(key);
      } catch (error) {
        if (error instanceof VariantsBusyError)
          throw new HttpError(503, busyMessage, [{ message: busyMessage, value: { retryAfterSeconds: 1 } }]);
        throw error;
      }
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: PREFIX,
      index: false,
      list: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  });
}
