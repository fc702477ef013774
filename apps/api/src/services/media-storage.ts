import fp from 'fastify-plugin';
import type { Config } from '../config';
import { variantsOf } from '../media/variants';
import { diskStorage, s3Storage, type MediaStorage } from '../modules/linkpage/uploads/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images go (an S3-compatible bucket, or DATA_DIR/media served by /media). */
    mediaStorage: MediaStorage;
  }
}

/**
 * Stores an upload and, when it is a raster photo with variants (UUID-named JPEG/PNG/WebP), its
 * WebP width variants beside it (docs/product/images.md), so pages can offer them in `srcset`
 * whichever storage serves them. The original's URL is answered once everything is stored.
 */
export function withImageVariants(storage: MediaStorage): MediaStorage {
  return {
    async put(key, bytes, contentType) {
      const url = await storage.put(key, bytes, contentType);
      for (const [variantKey, variant] of await variantsOf(key, bytes))
        await storage.put(variantKey, variant, 'image/webp');
      return url;
    },
  };
}

/** The bucket of MEDIA_S3_* when configured, else files under the media folder; with image variants. */
export function createMediaStorage(
  settings: Config['mediaStorage'],
  disk: { mediaDir: string; publicBaseUrl: string },
): MediaStorage {
  return withImageVariants(settings.s3 ? s3Storage(settings.s3) : diskStorage(disk.mediaDir, disk.publicBaseUrl));
}

/** `app.mediaStorage`: the upload store of the config. */
export const mediaStoragePlugin = fp(
  async (app) => {
    app.decorate('mediaStorage', createMediaStorage(app.config.mediaStorage, app.config));
  },
  { name: 'media-storage', dependencies: ['config'] },
);
