/**
 * Pack silhouettes (bottle, tube, jar, pump, dropper, sachet) drawn in a local frame: centred on x = 0,
 * standing on y = 0 and growing upwards (negative y). Each comes with the rectangle its label sits in.
 */
import type { PackShape } from './style';
import { FONT, SERIF, darken, esc, lighten, linear, textLines, wrapText } from './svg';

export interface PackColours {
  body: string;
  cap: string;
  label: string;
  ink: string;
}

interface Geometry {
  /** Body, cap and details, painted with `url(#<id>-body)`, `url(#<id>-cap)`. */
  parts: (id: string, c: PackColours) => string;
  /** The body outline again, used to clip the highlight. */
  outline: string;
  label: { x: number; y: number; w: number; h: number };
  height: number;
}

const GEOMETRY: Record<PackShape, Geometry> = {
  bottle: {
    outline:
      'M-100,-300 C-100,-330 -70,-345 -40,-350 L40,-350 C70,-345 100,-330 100,-300 L100,-18 Q100,0 82,0 L-82,0 Q-100,0 -100,-18 Z',
    parts: (id) =>
      `<rect x="-36" y="-378" width="72" height="32" rx="6" fill="url(#${id}-body)"/>` +
      `<rect x="-46" y="-450" width="92" height="80" rx="12" fill="url(#${id}-cap)"/>` +
      `<rect x="-46" y="-386" width="92" height="10" fill="#000" opacity="0.12"/>`,
    label: { x: -82, y: -265, w: 164, h: 190 },
    height: 450,
  },
  pump: {
    outline:
      'M-105,-270 Q-105,-300 -75,-300 L75,-300 Q105,-300 105,-270 L105,-22 Q105,0 83,0 L-83,0 Q-105,0 -105,-22 Z',
    parts: (id) =>
      `<rect x="-42" y="-330" width="84" height="34" rx="8" fill="url(#${id}-cap)"/>` +
      `<rect x="-10" y="-372" width="20" height="44" fill="url(#${id}-cap)"/>` +
      `<path d="M-34,-392 L62,-392 Q100,-392 104,-378 L104,-370 L-34,-370 Q-42,-370 -42,-378 L-42,-384 Q-42,-392 -34,-392 Z" fill="url(#${id}-cap)"/>`,
    label: { x: -84, y: -248, w: 168, h: 190 },
    height: 392,
  },
  dropper: {
    outline:
      'M-95,-200 C-95,-232 -62,-245 -34,-248 L34,-248 C62,-245 95,-232 95,-200 L95,-18 Q95,0 77,0 L-77,0 Q-95,0 -95,-18 Z',
    parts: (id) =>
      `<rect x="-46" y="-300" width="92" height="58" rx="8" fill="url(#${id}-cap)"/>` +
      `<path d="M-26,-300 L-26,-350 Q-26,-392 0,-392 Q26,-392 26,-350 L26,-300 Z" fill="url(#${id}-cap)" opacity="0.92"/>` +
      `<rect x="-46" y="-262" width="92" height="6" fill="#fff" opacity="0.25"/>`,
    label: { x: -78, y: -200, w: 156, h: 170 },
    height: 392,
  },
  tube: {
    outline: 'M-112,-400 L112,-400 L92,-70 Q90,-58 78,-58 L-78,-58 Q-90,-58 -92,-70 Z',
    parts: (id) =>
      `<rect x="-120" y="-418" width="240" height="24" rx="4" fill="url(#${id}-body)"/>` +
      Array.from(
        { length: 14 },
        (_, i) => `<rect x="${-112 + i * 16.5}" y="-416" width="2" height="20" fill="#000" opacity="0.08"/>`,
      ).join('') +
      `<path d="M-68,-60 L68,-60 L72,-12 Q72,0 60,0 L-60,0 Q-72,0 -72,-12 Z" fill="url(#${id}-cap)"/>`,
    label: { x: -82, y: -340, w: 164, h: 210 },
    height: 418,
  },
  jar: {
    outline: 'M-150,-170 L150,-170 L150,-26 Q150,0 124,0 L-124,0 Q-150,0 -150,-26 Z',
    parts: (id) =>
      `<rect x="-160" y="-252" width="320" height="86" rx="16" fill="url(#${id}-cap)"/>` +
      Array.from(
        { length: 19 },
        (_, i) => `<rect x="${-150 + i * 16.6}" y="-244" width="3" height="70" fill="#000" opacity="0.06"/>`,
      ).join('') +
      `<rect x="-160" y="-178" width="320" height="10" fill="#000" opacity="0.12"/>`,
    label: { x: -120, y: -150, w: 240, h: 126 },
    height: 252,
  },
  sachet: {
    outline:
      'M-130,-380 ' +
      Array.from({ length: 13 }, (_, i) => `L${-130 + i * 20 + 10},-392 L${-130 + (i + 1) * 20},-380`).join(' ') +
      ' L130,-12 ' +
      Array.from({ length: 13 }, (_, i) => `L${130 - i * 20 - 10},0 L${130 - (i + 1) * 20},-12`).join(' ') +
      ' Z',
    parts: () =>
      `<rect x="-130" y="-370" width="260" height="14" fill="#fff" opacity="0.2"/><circle cx="118" cy="-352" r="5" fill="#000" opacity="0.12"/>`,
    label: { x: -98, y: -300, w: 196, h: 236 },
    height: 392,
  },
};

export function packHeight(shape: PackShape): number {
  return GEOMETRY[shape].height;
}

/** The pack's gradient defs; put them in the document's <defs>. */
export function packDefs(id: string, c: PackColours): string {
  return (
    linear(`${id}-body`, lighten(c.body, 0.18), darken(c.body, 0.12), 'h') +
    linear(`${id}-cap`, lighten(c.cap, 0.2), darken(c.cap, 0.25), 'h') +
    `<linearGradient id="${id}-shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`
  );
}

/** The label: the RONA wordmark, the short name (up to 3 lines) and the size. */
function label(shape: PackShape, name: string, size: string, c: PackColours): string {
  const { x, y, w, h } = GEOMETRY[shape].label;
  const wide = shape === 'jar';
  const maxChars = Math.floor(w / 11);
  const lines = wrapText(name, maxChars, wide ? 2 : 3);
  const nameSize = lines.some((l) => l.length > maxChars - 2) ? 16 : 18;
  const top = y + (wide ? 36 : 46);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${c.label}" opacity="0.94"/>` +
    `<text x="0" y="${top}" font-family="${esc(SERIF)}" font-size="${wide ? 28 : 30}" font-weight="700" fill="${c.ink}" text-anchor="middle" letter-spacing="7">RONA</text>` +
    `<rect x="-22" y="${top + 12}" width="44" height="2" fill="${c.ink}" opacity="0.5"/>` +
    textLines(lines, 0, top + (wide ? 38 : 44), {
      size: nameSize,
      weight: 600,
      fill: c.ink,
      anchor: 'middle',
      lineHeight: nameSize * 1.25,
    }) +
    (size
      ? `<text x="0" y="${y + h - 14}" font-family="${esc(FONT)}" font-size="13" fill="${c.ink}" opacity="0.7" text-anchor="middle" letter-spacing="1">${esc(size)}</text>`
      : '')
  );
}

/** The whole pack at (x, y) = centre of its base, scaled; `withLabel` false draws a blank back or cap detail. */
export function drawPack(
  shape: PackShape,
  id: string,
  c: PackColours,
  at: { x: number; y: number; scale: number; rotate?: number },
  text: { name: string; size: string } | null,
): string {
  const g = GEOMETRY[shape];
  const rotate = at.rotate ? ` rotate(${at.rotate})` : '';
  const clipId = `${id}-clip-${Math.round(at.x)}-${Math.round(at.y)}`;
  return (
    `<g transform="translate(${at.x} ${at.y}) scale(${at.scale})${rotate}">` +
    `<clipPath id="${clipId}"><path d="${g.outline}"/></clipPath>` +
    `<path d="${g.outline}" fill="url(#${id}-body)"/>` +
    g.parts(id, c) +
    `<g clip-path="url(#${clipId})"><rect x="-88" y="-${g.height}" width="46" height="${g.height}" fill="url(#${id}-shine)" opacity="0.7"/>` +
    `<rect x="52" y="-${g.height}" width="20" height="${g.height}" fill="url(#${id}-shine)" opacity="0.35"/></g>` +
    (text ? label(shape, text.name, text.size, c) : '') +
    `</g>`
  );
}
