import { randomUUID } from 'node:crypto';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text pictures worth compressing (the generated seed images are SVG). */
export const COMPRESSIBLE = /\.svg$/i;
/** Larger SVGs are served as they are rather than compressed on a request. */
export const MAX_COMPRESS_BYTES = 2 * 1024 * 1024;

const exists = (file: string) =>
  stat(file).then(
    (s) => (s.isFile() ? s.size : -1),
    () => -1,
  );

async function writeAtomically(target: string, bytes: Buffer) {
  const temp = `${target}.${randomUUID()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, target).catch(async (e) => {
    await unlink(temp).catch(() => undefined);
    throw e;
  });
}

/**
 * Brotli and gzip copies (`<file>.br`, `<file>.gz`) of an SVG in the media folder, made once on its
 * first request and then served by @fastify/static's `preCompressed` to browsers that accept them
 * (an 11 KB banner travels as about 3 KB). Files never change at a URL, so the copies never go stale.
 */
export function svgPrecompressor(mediaDir: string) {
  const inFlight = new Map<string, Promise<void>>();

  async function make(key: string) {
    const file = path.join(mediaDir, key);
    const size = await exists(file);
    if (size < 0 || size > MAX_COMPRESS_BYTES) return;
    const [hasBr, hasGz] = await Promise.all([exists(`${file}.br`), exists(`${file}.gz`)]);
    if (hasBr >= 0 && hasGz >= 0) return;
    const bytes = await readFile(file);
    if (hasBr < 0)
      await writeAtomically(
        `${file}.br`,
        await brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: size },
        }),
      );
    if (hasGz < 0) await writeAtomically(`${file}.gz`, await gz(bytes, { level: 9 }));
  }

  return {
    /** Makes the compressed copies of `key` (relative to the media folder) if it is an SVG without them. */
    ensure(key: string): Promise<void> {
      if (!COMPRESSIBLE.test(key)) return Promise.resolve();
      const running = inFlight.get(key);
      if (running) return running;
      const job = make(key)
        .catch(() => undefined)
        .finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
