/** Home and promo banners: 'banner' 1440×480, 'long' 1440×320, 'thumbnail' 720×405. */
import type { ImageStyle, PackShape } from './style';
import { drawPack, packDefs, type PackColours } from './packs';
import {
  FONT,
  SERIF,
  darken,
  esc,
  idPrefix,
  inkOn,
  lighten,
  linear,
  radial,
  randomFrom,
  softShadow,
  svgDoc,
  textLines,
  textWidth,
  wrapText,
} from './svg';

export type BannerKind = 'banner' | 'long' | 'thumbnail';

export const BANNER_SIZES: Record<BannerKind, { width: number; height: number }> = {
  banner: { width: 1440, height: 480 },
  long: { width: 1440, height: 320 },
  thumbnail: { width: 720, height: 405 },
};

/** A home banner (title + subtitle) or a promo (title, type, vouchers with redeem codes). */
export interface BannerInput {
  title: string;
  style: ImageStyle;
  subtitle?: string;
  type?: 'Voucher' | 'Discount';
  vouchers?: { redeemCode: string | null }[];
}

function subtitleOf(b: BannerInput): string {
  if (b.subtitle) return b.subtitle;
  if (b.type === 'Discount') return 'Diskon produk spesial, stok terbatas';
  if (b.type === 'Voucher') return 'Klaim vouchernya dan pakai saat checkout';
  return 'Perawatan kulit dari dokter kulit Rona';
}

const EYEBROW = 'RONA SKINCARE & CLINIC';

/** Three packs on a podium, the banner's still life, with (x, y) the podium's top centre. */
function stillLife(id: string, style: ImageStyle, x: number, y: number, scale: number): string {
  const shapes: PackShape[] = ['dropper', 'jar', 'tube'];
  const tones = [style.accent, lighten(style.accent, 0.35), darken(style.accent, 0.15)];
  const podium = lighten(style.from, 0.55);
  const packs = shapes
    .map((shape, i) => {
      const dx = [-120, 0, 125][i] * scale;
      const s = [0.62, 0.6, 0.58][i] * scale;
      const c: PackColours = {
        body: tones[i],
        cap: i === 1 ? '#f7f3ef' : darken(style.accent, 0.4),
        label: '#fffaf5',
        ink: darken(style.accent, 0.6),
      };
      return drawPack(shape, `${id}-p${i}`, c, { x: x + dx, y, scale: s }, { name: '', size: '' });
    })
    // Drawing order: the jar (middle) in front.
    .sort((a, b) => (a.includes(`${id}-p1`) ? 1 : b.includes(`${id}-p1`) ? -1 : 0))
    .join('');
  const w = 250 * scale;
  return (
    `<ellipse cx="${x}" cy="${y + 70 * scale}" rx="${w}" ry="${30 * scale}" fill="${darken(style.to, 0.3)}" opacity="0.18"/>` +
    `<rect x="${x - w}" y="${y}" width="${w * 2}" height="${70 * scale}" fill="${podium}"/>` +
    `<ellipse cx="${x}" cy="${y + 70 * scale}" rx="${w}" ry="${24 * scale}" fill="${darken(podium, 0.06)}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${24 * scale}" fill="${lighten(podium, 0.6)}"/>` +
    `<g filter="url(#${id}-shadow)">${packs}</g>`
  );
}

function packDefsFor(id: string, style: ImageStyle): string {
  const tones = [style.accent, lighten(style.accent, 0.35), darken(style.accent, 0.15)];
  return tones
    .map((t, i) =>
      packDefs(`${id}-p${i}`, {
        body: t,
        cap: i === 1 ? '#f7f3ef' : darken(style.accent, 0.4),
        label: '#fffaf5',
        ink: '#000',
      }),
    )
    .join('');
}

function pill(x: number, y: number, text: string, size: number, fill: string, ink: string): string {
  const w = textWidth(text, size, 600) + size * 2.2;
  const h = size * 2.4;
  return (
    `<rect x="${x}" y="${y}" width="${Math.round(w)}" height="${Math.round(h)}" rx="${Math.round(h / 2)}" fill="${fill}"/>` +
    `<text x="${Math.round(x + w / 2)}" y="${Math.round(y + h / 2 + size * 0.36)}" font-family="${esc(FONT)}" font-size="${size}" font-weight="600" fill="${ink}" text-anchor="middle">${esc(text)}</text>`
  );
}

export function bannerSvg(input: BannerInput, kind: BannerKind = 'banner'): string {
  const { width, height } = BANNER_SIZES[kind];
  const id = idPrefix(`${input.title}-${kind}`);
  const { style } = input;
  const ink = darken(style.accent, 0.62);
  const code = input.vouchers?.find((v) => v.redeemCode)?.redeemCode ?? null;
  const cta = input.type === 'Voucher' ? 'Klaim Voucher' : 'Belanja Sekarang';
  const rnd = randomFrom(`${id}-bubbles`);

  const defs =
    linear(`${id}-bg`, lighten(style.from, 0.15), style.to, 'h') +
    radial(`${id}-glow`, '#ffffff', '#ffffff', 0.7, 0) +
    softShadow(`${id}-shadow`, 10, 10, 0.18) +
    packDefsFor(id, style);

  const bubbles = Array.from({ length: 8 }, () => {
    const r = Math.round((6 + rnd() * 18) * (height / 480));
    return `<circle cx="${Math.round(width * (0.45 + rnd() * 0.5))}" cy="${Math.round(height * rnd())}" r="${r}" fill="#fff" opacity="${(0.2 + rnd() * 0.3).toFixed(2)}"/>`;
  }).join('');

  const bg =
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>` +
    `<circle cx="${width * 0.76}" cy="${height * 0.45}" r="${height * 0.75}" fill="url(#${id}-glow)"/>` +
    `<circle cx="${width * 0.98}" cy="${height * 0.05}" r="${height * 0.45}" fill="${lighten(style.accent, 0.5)}" opacity="0.35"/>` +
    `<path d="M0,${height * 0.86} C${width * 0.3},${height * 0.78} ${width * 0.55},${height * 0.98} ${width},${height * 0.84} L${width},${height} L0,${height} Z" fill="#fff" opacity="0.22"/>` +
    bubbles;

  let text: string;
  let art: string;
  if (kind === 'banner') {
    const lines = wrapText(input.title, 19, 3);
    const top = Math.round((height - (lines.length * 60 + 120)) / 2) + 50;
    const sub = top + (lines.length - 1) * 60 + 48;
    text =
      `<text x="110" y="${top - 62}" font-family="${esc(FONT)}" font-size="16" font-weight="600" fill="${ink}" letter-spacing="4" opacity="0.75">${esc(EYEBROW)}</text>` +
      textLines(lines, 110, top, { size: 52, weight: 700, fill: ink, family: SERIF, lineHeight: 60 }) +
      textLines(wrapText(subtitleOf(input), 54, 1), 110, sub, { size: 22, fill: ink }) +
      pill(110, sub + 26, code ? `Kode: ${code}` : cta, 19, style.accent, inkOn(style.accent));
    art = stillLife(id, style, 1060, 380, 1);
  } else if (kind === 'long') {
    const lines = wrapText(input.title, 30, 2);
    const sub = 128 + (lines.length - 1) * 46 + 40;
    text =
      `<text x="110" y="70" font-family="${esc(FONT)}" font-size="14" font-weight="600" fill="${ink}" letter-spacing="4" opacity="0.75">${esc(EYEBROW)}</text>` +
      textLines(lines, 110, 128, { size: 40, weight: 700, fill: ink, family: SERIF, lineHeight: 46 }) +
      textLines(wrapText(subtitleOf(input), 60, 1), 110, sub, { size: 21, fill: ink }) +
      pill(110, sub + 20, code ? `Kode: ${code}` : cta, 15, style.accent, inkOn(style.accent));
    art = stillLife(id, style, 1190, 262, 0.72);
  } else {
    const lines = wrapText(input.title, 15, 3);
    // Centre the eyebrow + title + pill block vertically.
    const top = Math.round((height - (lines.length * 42 + 110)) / 2) + 60;
    text =
      `<text x="48" y="${top - 46}" font-family="${esc(FONT)}" font-size="12" font-weight="600" fill="${ink}" letter-spacing="3" opacity="0.75">${esc(EYEBROW)}</text>` +
      textLines(lines, 48, top, { size: 34, weight: 700, fill: ink, family: SERIF, lineHeight: 42 }) +
      pill(48, top + lines.length * 42 - 2, code ? `Kode: ${code}` : cta, 15, style.accent, inkOn(style.accent));
    art = stillLife(id, style, 575, 330, 0.56);
  }
  return svgDoc(width, height, `${input.title} — ${subtitleOf(input)}`, defs, bg + art + text);
}
