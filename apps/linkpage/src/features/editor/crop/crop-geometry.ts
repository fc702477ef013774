/** A crop frame in the picture's own pixels. */
export interface CropFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}

/** The frame is never smaller than this many picture pixels across (its short side), nor zoomed past MAX_ZOOM. */
export const MIN_CROP_PX = 32;
export const MAX_ZOOM = 8;
export const ZOOM_STEP = 0.1;

/** '16/9' → 1.777…; anything unreadable → 3/2 (the 'Origin' ratio). */
export function ratioValue(ratio: string): number {
  const [w, h] = ratio.split('/').map(Number);
  return w && h && w > 0 && h > 0 ? w / h : 3 / 2;
}

/** The largest frame of `ratio` inside the picture: what zoom 1 shows. */
export function fullFrameSize(image: Size, ratio: number): Size {
  return image.width / image.height > ratio
    ? { width: image.height * ratio, height: image.height }
    : { width: image.width, height: image.width / ratio };
}

/** The most the frame can zoom in: MAX_ZOOM, or less when the frame would go under MIN_CROP_PX (never below 1). */
export function maxZoom(image: Size, ratio: number): number {
  const full = fullFrameSize(image, ratio);
  return Math.max(1, Math.min(MAX_ZOOM, Math.min(full.width, full.height) / MIN_CROP_PX));
}

export const clampZoom = (zoom: number, image: Size, ratio: number) =>
  Math.min(maxZoom(image, ratio), Math.max(1, Number.isFinite(zoom) ? zoom : 1));

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Keeps a frame inside the picture by moving it (its size stays). */
function keepInside(frame: CropFrame, image: Size): CropFrame {
  return {
    ...frame,
    x: clamp(frame.x, 0, image.width - frame.width),
    y: clamp(frame.y, 0, image.height - frame.height),
  };
}

/** The frame of `zoom` around the centre (cx, cy), kept inside the picture. */
export function frameAt(
  image: Size,
  ratio: number,
  zoom: number,
  cx = image.width / 2,
  cy = image.height / 2,
): CropFrame {
  const full = fullFrameSize(image, ratio);
  const z = clampZoom(zoom, image, ratio);
  const width = full.width / z;
  const height = full.height / z;
  return keepInside({ x: cx - width / 2, y: cy - height / 2, width, height }, image);
}

/** Moves the frame by (dx, dy) picture pixels, stopping at the picture's edges. */
export function moveFrame(frame: CropFrame, dx: number, dy: number, image: Size): CropFrame {
  return keepInside({ ...frame, x: frame.x + dx, y: frame.y + dy }, image);
}

/** Zooms the frame to `zoom`, keeping its centre where it can. */
export function zoomFrame(frame: CropFrame, zoom: number, image: Size, ratio: number): CropFrame {
  return frameAt(image, ratio, zoom, frame.x + frame.width / 2, frame.y + frame.height / 2);
}

/** The zoom a frame stands for (1 = the full frame). */
export const zoomOf = (frame: CropFrame, image: Size, ratio: number) => fullFrameSize(image, ratio).width / frame.width;

/** Whole pixels for the canvas, still inside the picture. */
export function roundFrame(frame: CropFrame, image: Size): CropFrame {
  const x = clamp(Math.round(frame.x), 0, image.width - 1);
  const y = clamp(Math.round(frame.y), 0, image.height - 1);
  return {
    x,
    y,
    width: clamp(Math.round(frame.width), 1, image.width - x),
    height: clamp(Math.round(frame.height), 1, image.height - y),
  };
}

/** The size of the cropped picture: the frame's pixels, scaled down so the long side is at most `maxSide`. */
export function outputSize(frame: CropFrame, maxSide = 2000): Size {
  const scale = Math.min(1, maxSide / Math.max(frame.width, frame.height));
  return { width: Math.max(1, Math.round(frame.width * scale)), height: Math.max(1, Math.round(frame.height * scale)) };
}
