// Loaded only with the catalogue's lazy route chunk: zod stays out of the back office's first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { IMAGE_TYPES, imageFileSchema } from '@rona/domain';

/** The file picker's filter: the image types the API takes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * Why a chosen photo cannot be sent, checked before any upload with the schema the API checks the
 * received file with (the same Indonesian messages): over 5 MB, or not a jpg/png/webp/gif image.
 * Null when it may go.
 */
export function imageProblem(file: Pick<File, 'size' | 'type'>): string | null {
  const result = imageFileSchema.safeParse({ size: file.size, type: file.type });
  if (result.success) return null;
  const size = result.error.issues.find((i) => i.path[0] === 'size');
  return (size ?? result.error.issues[0])?.message ?? null;
}
