import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../constants';
import { MAX_UPLOAD_FILES } from '../linkpage-rules';

export const UPLOAD_TOO_LARGE = 'File Gambar terlalu besar!';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Multipart field name of both upload calls (repeated for image-many). */
export const UPLOAD_FIELD = 'image';

/** What is known of a chosen file before it is sent; the server checks the same on what it receives. */
export const imageFileSchema = z.object({
  size: z.number().max(MAX_UPLOAD_BYTES, { error: UPLOAD_TOO_LARGE }),
  type: z.enum(IMAGE_TYPES, { error: 'File harus berupa gambar (jpg, png, webp atau gif)' }),
});
export type ImageFileInfo = z.infer<typeof imageFileSchema>;

/** image-single answers with the stored image's URL, image-many with one URL per file, in order. */
export const uploadedImageSchema = z.string();
export const uploadedImagesSchema = z.array(z.string()).min(1).max(MAX_UPLOAD_FILES);
