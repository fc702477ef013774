import fp from 'fastify-plugin';
import type { Config } from '../config';
import { diskStorage, s3Storage, type MediaStorage } from '../modules/linkpage/uploads/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images go (an S3-compatible bucket, or DATA_DIR/media served by /media). */
    mediaStorage: MediaStorage;
  }
}

/** The bucket of MEDIA_S3_* when configured, else files under the media folder. */
export function createMediaStorage(
  settings: Config['mediaStorage'],
  disk: { mediaDir: string; publicBaseUrl: string },
): MediaStorage {
  return settings.s3 ? s3Storage(settings.s3) : diskStorage(disk.mediaDir, disk.publicBaseUrl);
}

/** `app.mediaStorage`: the upload store of the config. */
export const mediaStoragePlugin = fp(
  async (app) => {
    app.decorate('mediaStorage', createMediaStorage(app.config.mediaStorage, app.config));
  },
  { name: 'media-storage', dependencies: ['config'] },
);
