import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const WEBP_QUALITY = 80;
/** Rendered pictures kept per process: the seed's are a few hundred of a few KB each. */
const MAX_KEPT = 1000;
const rendered = new Map<string, Promise<Buffer>>();
/**
 * Drawings already rendered on this machine, by content: every fresh data folder (a test's, an
 * end-to-end run's, a first `npm start`) seeds the same few hundred pictures, which take seconds of
 * CPU to draw. In the user's own cache folder, not the shared temporary one, where another account
 * could put pictures of its own; where it cannot be written, every seed draws them again.
 */
const CACHE_DIR = path.join(homedir(), '.cache', 'rona-seed-pictures');

async function render(svg: string, key: string): Promise<Buffer> {
  const cached = path.join(CACHE_DIR, `${key}.webp`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
  // Under a temporary name, then renamed: another process never reads half a file.
  const temp = `${cached}.${randomUUID()}.tmp`;
  await mkdir(CACHE_DIR, { recursive: true })
    .then(() => writeFile(temp, bytes))
    .then(() => rename(temp, cached))
    .catch(() => undefined);
  return bytes;
}

/**
 * A generated SVG drawn once into a WebP of its own size (decision 028): the browser then decodes
 * a picture instead of styling, laying out and painting an SVG document on the page's main thread.
 */
export function svgToWebp(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(`${sharp.versions.vips}:${WEBP_QUALITY}:`).update(svg).digest('base64url');
  const known = rendered.get(key);
  if (known) return known;
  if (rendered.size >= MAX_KEPT) rendered.clear();
  const job = render(svg, key);
  rendered.set(key, job);
  job.catch(() => rendered.delete(key));
  return job;
}
