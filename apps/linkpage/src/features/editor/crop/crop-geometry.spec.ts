import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  frameAt,
  fullFrameSize,
  MAX_ZOOM,
  maxZoom,
  moveFrame,
  outputSize,
  ratioValue,
  roundFrame,
  zoomFrame,
  zoomOf,
  type CropFrame,
  type Size,
} from './crop-geometry';

const wide: Size = { width: 1200, height: 600 };
const tall: Size = { width: 600, height: 1200 };
const inside = (f: CropFrame, img: Size) =>
  f.x >= 0 && f.y >= 0 && f.x + f.width <= img.width + 1e-9 && f.y + f.height <= img.height + 1e-9;

describe('crop geometry', () => {
  it('reads the ratio options of the images widget', () => {
    expect(ratioValue('3/2')).toBe(1.5);
    expect(ratioValue('9/16')).toBe(9 / 16);
    expect(ratioValue('1/1')).toBe(1);
    expect(ratioValue('nonsense')).toBe(1.5);
    expect(ratioValue('0/0')).toBe(1.5);
  });

  it('starts with the largest centred frame of the ratio', () => {
    expect(fullFrameSize(wide, 1)).toEqual({ width: 600, height: 600 });
    expect(fullFrameSize(tall, 16 / 9)).toEqual({ width: 600, height: 337.5 });
    expect(frameAt(wide, 1, 1)).toEqual({ x: 300, y: 0, width: 600, height: 600 });
  });

  it('keeps the ratio at every zoom and position', () => {
    for (const ratio of ['3/2', '1/1', '4/3', '16/9', '3/4', '9/16'].map(ratioValue)) {
      for (const img of [wide, tall, { width: 640, height: 480 }]) {
        let f = frameAt(img, ratio, 2.5);
        f = moveFrame(f, 10_000, -10_000, img);
        f = zoomFrame(f, 1.3, img, ratio);
        expect(f.width / f.height).toBeCloseTo(ratio, 9);
        expect(inside(f, img)).toBe(true);
      }
    }
  });

  it('never lets the frame leave the picture when moved', () => {
    const f = frameAt(wide, 1, 2);
    expect(moveFrame(f, -5000, -5000, wide)).toMatchObject({ x: 0, y: 0 });
    expect(moveFrame(f, 5000, 5000, wide)).toMatchObject({ x: 900, y: 300 });
    expect(moveFrame(f, 10, 0, wide)).toMatchObject({ x: f.x + 10, y: f.y });
  });

  it('zooms around the frame centre and pushes the frame back inside near an edge', () => {
    const f = moveFrame(frameAt(wide, 1, 4), -5000, 0, wide); // at the left edge: x 0, width 150
    const out = zoomFrame(f, 1, wide, 1);
    expect(out).toEqual({ x: 0, y: 0, width: 600, height: 600 });
    const mid = frameAt(wide, 1, 2);
    expect(zoomFrame(mid, 4, wide, 1)).toEqual({ x: 525, y: 225, width: 150, height: 150 });
    expect(zoomOf(zoomFrame(mid, 4, wide, 1), wide, 1)).toBe(4);
  });

  it('limits the zoom between 1 and MAX_ZOOM, and keeps the frame at least 32 px', () => {
    expect(clampZoom(0.2, wide, 1)).toBe(1);
    expect(clampZoom(99, wide, 1)).toBe(MAX_ZOOM);
    expect(clampZoom(Number.NaN, wide, 1)).toBe(1);
    expect(maxZoom({ width: 128, height: 64 }, 1)).toBe(2);
    expect(maxZoom({ width: 20, height: 20 }, 1)).toBe(1);
    expect(frameAt({ width: 128, height: 64 }, 1, 8).width).toBe(32);
  });

  it('rounds to whole pixels inside the picture and caps the output size', () => {
    expect(roundFrame({ x: 899.6, y: 0.4, width: 300.7, height: 599.9 }, wide)).toEqual({
      x: 900,
      y: 0,
      width: 300,
      height: 600,
    });
    expect(outputSize({ x: 0, y: 0, width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(outputSize({ x: 0, y: 0, width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
  });
});
