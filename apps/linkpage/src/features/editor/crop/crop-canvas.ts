import { MAX_UPLOAD_BYTES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { outputSize, roundFrame, type CropFrame } from './crop-geometry';

const t = translator(linkpageMessages);

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t('linkpage.crop.failed')))), type, 0.9),
  );
}

/**
 * Draws the framed part of the picture on a canvas and answers it as a new file: PNG and WebP keep their
 * type (transparency), GIF becomes PNG (one frame), JPEG stays JPEG; a result over 5 MB is re-encoded as JPEG.
 */
export async function cropImageFile(image: HTMLImageElement, frame: CropFrame, source: File): Promise<File> {
  const f = roundFrame(frame, { width: image.naturalWidth, height: image.naturalHeight });
  const out = outputSize(f);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('linkpage.crop.failed'));
  context.drawImage(image, f.x, f.y, f.width, f.height, 0, 0, out.width, out.height);
  const type =
    source.type === 'image/png' || source.type === 'image/webp'
      ? source.type
      : source.type === 'image/gif'
        ? 'image/png'
        : 'image/jpeg';
  let blob = await toBlob(canvas, type);
  if (blob.size > MAX_UPLOAD_BYTES && type !== 'image/jpeg') blob = await toBlob(canvas, 'image/jpeg');
  const name = `${source.name.replace(/\.[^.]*$/, '') || 'gambar'}.${EXTENSIONS[blob.type] ?? 'jpg'}`;
  return new File([blob], name, { type: blob.type });
}
