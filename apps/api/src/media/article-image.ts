/** Blog thumbnails and section pictures: 1200×675 editorial still lifes, one of three motifs per title. */
import type { ImageStyle } from './style';
import { blobPath } from './product-image';
import {
  FONT,
  SERIF,
  darken,
  esc,
  hash,
  idPrefix,
  lighten,
  linear,
  randomFrom,
  softShadow,
  svgDoc,
  textLines,
  wrapText,
} from './svg';

export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 };

function leaves(x: number, y: number, scale: number, tone: string, seed: string): string {
  const rnd = randomFrom(seed);
  return Array.from({ length: 5 }, (_, i) => {
    const angle = -60 + i * 30 + rnd() * 10;
    const len = (150 + rnd() * 90) * scale;
    const w = len * 0.3;
    return (
      `<g transform="translate(${x} ${y}) rotate(${angle.toFixed(1)})" opacity="${(0.45 + rnd() * 0.3).toFixed(2)}">` +
      `<path d="M0,0 C${w},${-len * 0.3} ${w},${-len * 0.75} 0,${-len} C${-w},${-len * 0.75} ${-w},${-len * 0.3} 0,0 Z" fill="${i % 2 ? tone : lighten(tone, 0.25)}"/>` +
      `<path d="M0,-6 L0,${(-len + 12).toFixed(1)}" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/></g>`
    );
  }).join('');
}

/** Motif 0: a cream swatch with leaves. */
function swatchMotif(id: string, s: ImageStyle): string {
  return (
    leaves(860, 560, 1.3, darken(s.accent, 0.1), `${id}-l`) +
    `<path d="${blobPath(`${id}-b`, 760, 360, 210, 0.18, 10)}" fill="url(#${id}-cream)" filter="url(#${id}-shadow)"/>` +
    `<path d="M640,320 C700,280 800,285 880,330" stroke="#fff" stroke-opacity="0.7" stroke-width="12" stroke-linecap="round" fill="none"/>` +
    `<path d="M670,380 C730,350 800,352 850,380" stroke="#fff" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round" fill="none"/>`
  );
}

/** Motif 1: sun arch window with droplets (sunscreen, glow). */
function archMotif(id: string, s: ImageStyle): string {
  const rnd = randomFrom(`${id}-d`);
  const drops = Array.from({ length: 7 }, () => {
    const r = 14 + rnd() * 30;
    const cx = 620 + rnd() * 480;
    const cy = 150 + rnd() * 420;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#${id}-cream)" opacity="0.85"/><ellipse cx="${(cx - r * 0.35).toFixed(0)}" cy="${(cy - r * 0.35).toFixed(0)}" rx="${(r * 0.25).toFixed(0)}" ry="${(r * 0.14).toFixed(0)}" fill="#fff" opacity="0.8"/>`;
  }).join('');
  return (
    `<path d="M700,675 L700,300 A170,170 0 0 1 1040,300 L1040,675 Z" fill="${lighten(s.accent, 0.55)}" opacity="0.7"/>` +
    `<circle cx="870" cy="300" r="90" fill="${lighten(s.accent, 0.15)}" opacity="0.55"/>` +
    `<rect x="640" y="560" width="460" height="115" fill="${lighten(s.from, 0.5)}" opacity="0.8"/>` +
    drops
  );
}

/** Motif 2: skin layers with a ring molecule above (skin science). */
function layersMotif(id: string, s: ImageStyle): string {
  const bands = [0, 1, 2]
    .map((i) => {
      const y = 440 + i * 70;
      const tone = i === 0 ? lighten(s.accent, 0.55) : i === 1 ? lighten(s.accent, 0.35) : lighten(s.accent, 0.15);
      return `<path d="M640,${y} C760,${y - 40} 860,${y + 40} 980,${y} C1060,${y - 26} 1140,${y - 10} 1200,${y + 6} L1200,675 L640,675 Z" fill="${tone}" opacity="0.9"/>`;
    })
    .join('');
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [880 + Math.cos(a) * 80, 230 + Math.sin(a) * 80] as const;
  });
  const ring = hex
    .map(
      ([x, y], i) =>
        `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${hex[(i + 1) % 6][0].toFixed(0)}" y2="${hex[(i + 1) % 6][1].toFixed(0)}" stroke="${darken(s.accent, 0.15)}" stroke-opacity="0.5" stroke-width="6"/>`,
    )
    .join('');
  const arms = `<line x1="${hex[1][0].toFixed(0)}" y1="${hex[1][1].toFixed(0)}" x2="1040" y2="150" stroke="${darken(s.accent, 0.15)}" stroke-opacity="0.5" stroke-width="6"/><line x1="${hex[4][0].toFixed(0)}" y1="${hex[4][1].toFixed(0)}" x2="720" y2="150" stroke="${darken(s.accent, 0.15)}" stroke-opacity="0.5" stroke-width="6"/>`;
  const dots = [...hex, [1040, 150] as const, [720, 150] as const]
    .map(
      ([x, y], i) =>
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${i > 5 ? 24 : 16}" fill="${i % 2 ? lighten(s.accent, 0.2) : s.accent}"/><circle cx="${(x - 5).toFixed(0)}" cy="${(y - 5).toFixed(0)}" r="5" fill="#fff" opacity="0.6"/>`,
    )
    .join('');
  return bands + arms + ring + dots;
}

export function articleImageSvg(style: ImageStyle, title: string): string {
  const { width, height } = ARTICLE_IMAGE_SIZE;
  const id = idPrefix(`article-${title}`);
  const ink = darken(style.accent, 0.62);
  const defs =
    linear(`${id}-bg`, lighten(style.from, 0.2), style.to, 'd') +
    `<radialGradient id="${id}-cream" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(style.accent, 0.85)}"/><stop offset="0.7" stop-color="${lighten(style.accent, 0.55)}"/><stop offset="1" stop-color="${lighten(style.accent, 0.35)}"/></radialGradient>` +
    softShadow(`${id}-shadow`, 14, 14, 0.18);
  const motif = [swatchMotif, archMotif, layersMotif][hash(title) % 3](id, style);
  const lines = wrapText(title, 22, 3);
  const cardH = 90 + lines.length * 46;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>` +
    `<circle cx="180" cy="120" r="220" fill="#fff" opacity="0.25"/>` +
    motif +
    `<rect x="70" y="${height - cardH - 70}" width="600" height="${cardH}" rx="22" fill="#fff" opacity="0.82"/>` +
    `<text x="110" y="${height - cardH - 20}" font-family="${esc(FONT)}" font-size="15" font-weight="600" fill="${style.accent}" letter-spacing="4">RONA JOURNAL</text>` +
    textLines(lines, 110, height - cardH + 34, { size: 34, weight: 700, fill: ink, family: SERIF, lineHeight: 46 });
  return svgDoc(width, height, title, defs, body);
}
