import { randomUUID } from 'node:crypto';
import { rename, stat, readFile, writeFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  hasImageVariants,
  parseImageVariant,
  type ImageVariantWidth,
} from '@rona/domain';

/** Sources larger than this are not resized on request (uploads are at most 5 MB). */
export const MAX_VARIANT_SOURCE_BYTES = 10 * 1024 * 1024;
/** Decompression bombs: the same pixel ceiling as upload cleaning. */
const MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

/**
 * A WebP copy of a raster picture at most `width` wide (never enlarged; the height follows the
 * aspect ratio). Animated WebP keeps its frames.
 */
export async function renderVariant(bytes: Buffer, width: ImageVariantWidth): Promise<Buffer> {
  const animated = bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Every variant of a stored upload key, in width order: [key, bytes] pairs to put beside it. */
export async function variantsOf(key: string, bytes: Buffer): Promise<[string, Buffer][]> {
  if (!hasImageVariants(key)) return [];
  const out: [string, Buffer][] = [];
  // One after the other: an upload uses one core for a moment, never all of them.
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const variantKey = imageVariantUrl(key, width);
    if (variantKey) out.push([variantKey, await renderVariant(bytes, width)]);
  }
  return out;
}

export class VariantsBusyError extends Error {}

/**
 * Makes missing variants on request, for uploads stored before variants were made at upload
 * time. Bounded: only names parseImageVariant accepts (allowed widths, UUID uploads), only sources
 * up to MAX_VARIANT_SOURCE_BYTES, one resize at a time with at most `maxQueued` waiting (more →
 * VariantsBusyError, answered 503), each file made once (same-file requests share the work) and
 * then served from disk like any other file.
 */
export function diskVariantMaker(mediaDir: string, { maxQueued = 8 } = {}) {
  const inFlight = new Map<string, Promise<boolean>>();
  let chain: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const exists = (file: string) =>
    stat(file).then(
      (s) => (s.isFile() ? s.size : -1),
      () => -1,
    );

  async function make(key: string): Promise<boolean> {
    const variant = parseImageVariant(key);
    if (!variant) return false;
    // The place in the queue is taken on arrival, before the file checks below wait on the disk:
    // requests are admitted in the order they came, not in the order their checks happen to end.
    if (queued >= maxQueued) throw new VariantsBusyError('image variants busy');
    queued++;
    try {
      const target = path.join(mediaDir, key);
      if ((await exists(target)) >= 0) return true;
      let source: string | null = null;
      for (const ext of ['jpg', 'png', 'webp']) {
        const file = path.join(mediaDir, `${variant.dir}${variant.id}.${ext}`);
        const size = await exists(file);
        if (size > MAX_VARIANT_SOURCE_BYTES) return false;
        if (size >= 0) {
          source = file;
          break;
        }
      }
      if (!source) return false;
      const from = source;
      const run = chain.then(async () => {
        try {
          const bytes = await renderVariant(await readFile(from), variant.width);
          // Written under a temporary name and renamed, so a half-written file is never served.
          const temp = `${target}.${randomUUID()}.tmp`;
          await writeFile(temp, bytes);
          await rename(temp, target).catch(async (e) => {
            await unlink(temp).catch(() => undefined);
            throw e;
          });
          return true;
        } catch {
          return false;
        }
      });
      chain = run;
      return await run;
    } finally {
      queued--;
    }
  }

  return {
    /**
     * Ensures the variant file `key` (relative to the media folder) exists when it may: true when it
     * is there now, false when it is not a variant name or its source is missing, too large or unreadable.
     */
    ensure(key: string): Promise<boolean> {
      const running = inFlight.get(key);
      if (running) return running;
      const job = make(key).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
