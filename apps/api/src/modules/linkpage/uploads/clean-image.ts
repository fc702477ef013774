import sharp from 'sharp';
import type { ImageKind } from './image-type';

/** Decompression bombs: a picture may hold at most this many pixels (a 48-megapixel phone photo fits). */
const MAX_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded picture in its own format without any metadata (issue 12 §8): EXIF (camera,
 * GPS position, time), XMP, IPTC and comments are dropped — sharp writes none unless asked. The EXIF
 * orientation is applied to the pixels first, so a phone photo keeps standing the right way up.
 * Animated GIF and WebP keep their frames. Answers null when the bytes do not decode as a picture.
 */
export async function cleanImage(bytes: Buffer, kind: ImageKind): Promise<Buffer | null> {
  const animated = kind.ext === 'gif' || kind.ext === 'webp';
  try {
    const image = sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    switch (kind.ext) {
      case 'jpg':
        return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 88 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
    }
  } catch {
    return null;
  }
}
