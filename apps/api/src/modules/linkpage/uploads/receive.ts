import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_TOO_LARGE } from '@rona/domain';
import { HttpError, badRequest } from '../../../http/errors';
import type { RateLimiter } from '../../../http/rate-limit';
import { linkPageMessages as m } from '../messages';
import { cleanImage } from './clean-image';
import { sniffImage, type ImageKind } from './image-type';
import { uploadRules } from './limits';
import type { MediaStorage } from './storage';

const tooLarge = () => new HttpError(413, UPLOAD_TOO_LARGE, [{ message: UPLOAD_TOO_LARGE, field: UPLOAD_FIELD }]);

/** Whose upload it is, for the per-member rate and quota (uploads/limits.ts). */
export interface Uploader {
  userId: string;
  limiter: RateLimiter;
}

/**
 * Reads the `image` files of a multipart request (each at most 5 MB), checks each is a real
 * picture by its bytes, re-encodes it without metadata (EXIF/GPS) and stores it; answers the
 * public URLs in the order sent. The member's upload rate and daily quota are checked before
 * reading and counted (pictures and kilobytes) before anything is stored.
 */
export async function receiveImages(
  request: FastifyRequest,
  storage: MediaStorage,
  folder: string,
  max: number,
  uploader: Uploader,
): Promise<string[]> {
  if (!request.isMultipart()) throw badRequest(m.uploadMissing);
  const rules = uploadRules(uploader.userId);
  await uploader.limiter.check([rules.pictures, rules.kilobytes]);
  // A multipart body without a usable boundary cannot be read (the parser would throw a bare Error).
  if (!/;\s*boundary=("[^"]+"|[^\s;"]+)/i.test(String(request.headers['content-type'] ?? '')))
    throw badRequest(m.uploadFailed);
  const files: { bytes: Buffer; ext: ImageKind['ext']; contentType: string }[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      if (files.length >= max) throw badRequest(max === 1 ? m.uploadOnlyOne : m.uploadTooMany);
      const bytes = await part.toBuffer();
      const kind = sniffImage(bytes);
      if (!kind) throw badRequest(m.uploadNotImage, [{ message: m.uploadNotImage, field: UPLOAD_FIELD }]);
      files.push({ bytes, ext: kind.ext, contentType: kind.contentType });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest(m.uploadTooMany);
    // Anything else the multipart reader refuses (a cut or malformed body) is the sender's fault.
    request.log.warn({ code, reason: (error as Error).message }, 'multipart body refused');
    throw badRequest(m.uploadFailed);
  }
  if (files.length === 0) throw badRequest(m.uploadMissing);
  // Counted atomically per request, so parallel requests cannot all slip under the quota.
  await uploader.limiter.consume([rules.pictures], files.length);
  await uploader.limiter.consume([rules.kilobytes], Math.ceil(files.reduce((n, f) => n + f.bytes.length, 0) / 1024));
  const cleaned: Buffer[] = [];
  for (const f of files) {
    const clean = await cleanImage(f.bytes, { ext: f.ext, contentType: f.contentType });
    if (!clean) throw badRequest(m.uploadNotImage, [{ message: m.uploadNotImage, field: UPLOAD_FIELD }]);
    cleaned.push(clean);
  }
  return Promise.all(
    files.map((f, i) => storage.put(`${folder}/${randomUUID()}.${f.ext}`, cleaned[i]!, f.contentType)),
  );
}
