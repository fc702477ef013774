/** Wordmark logos (payment methods, couriers, banks), certificate seals and initials avatars. */
import type { ImageStyle } from './style';
import {
  FONT,
  SERIF,
  darken,
  esc,
  hash,
  idPrefix,
  inkOn,
  lighten,
  linear,
  luminance,
  svgDoc,
  textLines,
  textWidth,
  wrapText,
} from './svg';

export type LogoStyle = ImageStyle;

/** The emblem letters: the initials of up to two words, or the first two letters of one word. */
export function initials(name: string): string {
  const words = name
    .replace(/^(dr|drg|prof|ir|hj?)\.?\s+/i, '')
    .replace(/\bvirtual account\b/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  // A bank or courier acronym (BCA, JNE, CIMB) is its own mark.
  if (/^[A-Z0-9]{2,4}$/.test(words[0])) return words[0];
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

/** 240×120: a rounded emblem with the initials and the name as a wordmark beside it. */
export function logoSvg(name: string, style: LogoStyle): string {
  const id = idPrefix(`logo-${name}`);
  const ink = darken(style.accent, luminance(style.accent) > 0.3 ? 0.55 : 0.2);
  const maxWidth = 150;
  let lines = [name];
  let size = 26;
  while (size > 15 && textWidth(name, size, 700) > maxWidth) size -= 1;
  if (textWidth(name, size, 700) > maxWidth) {
    lines = wrapText(name, 15, 3);
    size = Math.min(20, Math.floor(maxWidth / (Math.max(...lines.map((l) => l.length)) * 0.7)));
  }
  const lh = size * 1.15;
  const firstY = 60 + size * 0.36 - ((lines.length - 1) * lh) / 2;
  const mark = initials(name);
  const defs = linear(
    `${id}-mark`,
    style.from === style.to ? lighten(style.accent, 0.2) : style.accent,
    darken(style.accent, 0.2),
    'd',
  );
  const body =
    `<rect x="1" y="1" width="238" height="118" rx="18" fill="#ffffff" stroke="${lighten(style.accent, 0.75)}" stroke-width="2"/>` +
    `<rect x="16" y="36" width="48" height="48" rx="12" fill="url(#${id}-mark)"/>` +
    `<circle cx="58" cy="42" r="10" fill="#fff" opacity="0.18"/>` +
    `<text x="40" y="${mark.length > 2 ? 65 : 67}" font-family="${esc(FONT)}" font-size="${[24, 24, 20, 15, 12][mark.length] ?? 12}" font-weight="800" fill="${inkOn(style.accent)}" text-anchor="middle">${esc(mark)}</text>` +
    textLines(lines, 76, firstY, { size, weight: 700, fill: ink, lineHeight: lh }) +
    `<rect x="76" y="${Math.round(firstY + (lines.length - 1) * lh + 10)}" width="${Math.min(maxWidth, Math.round(textWidth(lines[lines.length - 1], size, 700)))}" height="3" rx="1.5" fill="${style.accent}" opacity="0.45"/>`;
  return svgDoc(240, 120, `Logo ${name}`, defs, body);
}

/** 400×400: a scalloped seal with the issuer around the rim and the title in the middle. */
export function certificateSvg(cert: { title: string; issuer: string; style: ImageStyle }): string {
  const id = idPrefix(`cert-${cert.title}`);
  const { style } = cert;
  const ink = darken(style.accent, 0.6);
  const cy = 170;
  const points = Array.from({ length: 48 }, (_, i) => {
    const a = (i / 48) * Math.PI * 2;
    const r = i % 2 ? 142 : 154;
    return `${(200 + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');
  const lines = wrapText(cert.title, 13, 3);
  const size = lines.some((l) => l.length > 10) ? 21 : 25;
  const lh = size * 1.2;
  const top = cy + 12 - ((lines.length - 1) * lh) / 2;
  const issuer = wrapText(cert.issuer, 40, 1)[0];
  const issuerSize = Math.min(13, Math.floor(250 / (issuer.length * 0.66)));
  const defs =
    linear(`${id}-bg`, lighten(style.from, 0.3), style.to, 'd') +
    linear(`${id}-seal`, lighten(style.accent, 0.15), darken(style.accent, 0.2), 'd');
  const body =
    `<rect width="400" height="400" rx="28" fill="url(#${id}-bg)"/>` +
    `<path d="M150,270 L128,370 L160,356 L180,384 L200,290 Z" fill="${darken(style.accent, 0.25)}"/>` +
    `<path d="M250,270 L272,370 L240,356 L220,384 L200,290 Z" fill="${darken(style.accent, 0.1)}"/>` +
    `<polygon points="${points}" fill="url(#${id}-seal)"/>` +
    `<circle cx="200" cy="${cy}" r="128" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="4 6"/>` +
    `<circle cx="200" cy="${cy}" r="116" fill="#fffaf5"/>` +
    `<path d="M186,${Math.round(top - size - 26)} l10,10 l20,-20" stroke="${style.accent}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    textLines(lines, 200, top, { size, weight: 700, fill: ink, anchor: 'middle', family: SERIF, lineHeight: lh }) +
    `<text x="200" y="${Math.round(top + (lines.length - 1) * lh + 30)}" font-family="${esc(SERIF)}" font-size="14" font-weight="700" fill="${style.accent}" text-anchor="middle" letter-spacing="5">RONA</text>` +
    `<path d="M46,318 L354,318 L340,338 L354,358 L46,358 L60,338 Z" fill="${darken(style.accent, 0.15)}"/>` +
    `<text x="200" y="343" font-family="${esc(FONT)}" font-size="${issuerSize}" font-weight="600" fill="#fff" text-anchor="middle">${esc(issuer)}</text>`;
  return svgDoc(400, 400, `${cert.title} — ${cert.issuer}`, defs, body);
}

const AVATAR_TONES = ['#d98a7a', '#c9607a', '#7d73c9', '#4f86b8', '#5f9c86', '#e0a542', '#b0765a', '#8c6bb1'];

/** 160×160: the initials on a circle whose colour is picked from the name. */
export function avatarSvg(name: string): string {
  const id = idPrefix(`avatar-${name}`);
  const tone = AVATAR_TONES[hash(name) % AVATAR_TONES.length];
  const mark = initials(name);
  const defs = linear(`${id}-bg`, lighten(tone, 0.25), darken(tone, 0.1), 'd');
  const body =
    `<circle cx="80" cy="80" r="80" fill="url(#${id}-bg)"/>` +
    `<text x="80" y="${80 + 22}" font-family="${esc(FONT)}" font-size="60" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(mark)}</text>`;
  return svgDoc(160, 160, `Foto profil ${name}`, defs, body);
}
