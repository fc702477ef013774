import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPhotoFolder, mediaPath, svgToWebp, type MediaFolder } from '../../media';

/**
 * Writes generated pictures under `mediaDir` — photos as WebP drawn from their SVG, marks as the SVG
 * itself (mediaPath, decision 028); files already there are kept: the generators are deterministic —
 * and answers their public URLs `${publicBaseUrl}/media/...`.
 */
export function mediaWriter(mediaDir: string, publicBaseUrl: string) {
  const pending: Promise<void>[] = [];
  const dirs = new Map<string, Promise<unknown>>();
  return {
    image(folder: MediaFolder, key: string, variant: string | number | undefined, render: () => string): string {
      const relative = mediaPath(folder, key, variant);
      const file = path.join(mediaDir, relative);
      if (!existsSync(file)) {
        const dir = path.dirname(file);
        pending.push(
          (async () => {
            if (!dirs.has(dir)) dirs.set(dir, mkdir(dir, { recursive: true }));
            await dirs.get(dir);
            const bytes = isPhotoFolder(folder) ? await svgToWebp(render()) : render();
            await writeFile(file, bytes, { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
              if (e.code !== 'EEXIST') throw e;
            });
          })(),
        );
      }
      return `${publicBaseUrl}/media/${relative}`;
    },
    /** Waits for every write started so far. */
    flush: () => Promise.all(pending.splice(0)).then(() => undefined),
  };
}
export type MediaWriter = ReturnType<typeof mediaWriter>;
