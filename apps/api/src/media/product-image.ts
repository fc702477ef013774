/** Product photos as SVG: 0 = front, 1 = on a podium with leaves (angle/detail), 2 = texture swatch. */
import type { ImageStyle, PackShape } from './style';
import { drawPack, packDefs, packHeight, type PackColours } from './packs';
import { FONT, darken, esc, hash, idPrefix, lighten, linear, mix, radial, randomFrom, softShadow, svgDoc } from './svg';

export const PRODUCT_IMAGE_SIZE = 800;
export type ProductView = 0 | 1 | 2;

export interface ProductImageInput {
  name: string;
  shape: PackShape;
  style: ImageStyle;
  slug?: string;
  /** Shorter name for the label; defaults to the name. */
  label?: string;
  /** Size printed on the label; defaults to the first variant's size. */
  size?: string;
  variants?: { size: string }[];
}

const VIEW_TITLES = ['tampak depan', 'detail kemasan', 'tekstur produk'] as const;

function colours(p: ProductImageInput): PackColours {
  const accent = p.style.accent;
  // Half the packs get a white cap, the others a deeper tone of the accent, decided by the name.
  const cap = hash(p.slug ?? p.name) % 2 === 0 ? '#f7f3ef' : darken(accent, 0.35);
  return { body: lighten(accent, 0.1), cap, label: '#fffaf5', ink: darken(accent, 0.6) };
}

/** A smooth closed blob around (cx, cy), deterministic from the seed. */
export function blobPath(seed: string, cx: number, cy: number, r: number, wobble = 0.22, points = 9): string {
  const rnd = randomFrom(seed);
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 - wobble + rnd() * wobble * 2);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.82];
  });
  const mid = (a: number[], b: number[]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const f = (n: number) => n.toFixed(1);
  const start = mid(pts[points - 1], pts[0]);
  let d = `M${f(start[0])},${f(start[1])}`;
  for (let i = 0; i < points; i++) {
    const m = mid(pts[i], pts[(i + 1) % points]);
    d += ` Q${f(pts[i][0])},${f(pts[i][1])} ${f(m[0])},${f(m[1])}`;
  }
  return `${d} Z`;
}

function leaf(x: number, y: number, len: number, angle: number, fill: string, opacity: number): string {
  const w = len * 0.32;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})" opacity="${opacity}">` +
    `<path d="M0,0 C${w},${-len * 0.3} ${w},${-len * 0.75} 0,${-len} C${-w},${-len * 0.75} ${-w},${-len * 0.3} 0,0 Z" fill="${fill}"/>` +
    `<path d="M0,-4 L0,${-len + 10}" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none"/></g>`
  );
}

function front(
  p: ProductImageInput,
  id: string,
  c: PackColours,
  text: { name: string; size: string },
): [string, string] {
  const scale = Math.min(1.55, 500 / packHeight(p.shape));
  const defs =
    linear(`${id}-bg`, lighten(p.style.from, 0.1), p.style.to, 'd') +
    radial(`${id}-glow`, '#ffffff', '#ffffff', 0.75, 0) +
    radial(`${id}-floor`, darken(p.style.to, 0.5), darken(p.style.to, 0.5), 0.45, 0);
  const rnd = randomFrom(`${id}-dots`);
  const dots = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${Math.round(60 + rnd() * 680)}" cy="${Math.round(60 + rnd() * 380)}" r="${Math.round(4 + rnd() * 10)}" fill="#fff" opacity="${(0.25 + rnd() * 0.35).toFixed(2)}"/>`,
  ).join('');
  const body =
    `<rect width="800" height="800" fill="url(#${id}-bg)"/>` +
    `<circle cx="400" cy="380" r="300" fill="url(#${id}-glow)"/>` +
    `<path d="M0,620 C220,585 580,585 800,620 L800,800 L0,800 Z" fill="#fff" opacity="0.28"/>` +
    dots +
    `<ellipse cx="400" cy="660" rx="${Math.round(170 * scale * (p.shape === 'jar' ? 1.1 : 0.75))}" ry="26" fill="url(#${id}-floor)"/>` +
    `<g filter="url(#${id}-shadow)">${drawPack(p.shape, id, c, { x: 400, y: 655, scale }, text)}</g>`;
  return [defs, body];
}

function detail(
  p: ProductImageInput,
  id: string,
  c: PackColours,
  text: { name: string; size: string },
): [string, string] {
  const scale = Math.min(1.25, 400 / packHeight(p.shape));
  const podium = mix(p.style.from, '#ffffff', 0.55);
  const defs =
    linear(`${id}-bg`, p.style.to, lighten(p.style.from, 0.2), 'v') +
    linear(`${id}-podium`, lighten(podium, 0.4), darken(podium, 0.08), 'h') +
    radial(`${id}-floor`, '#000000', '#000000', 0.22, 0);
  const leafTone = darken(p.style.accent, 0.15);
  const body =
    `<rect width="800" height="800" fill="url(#${id}-bg)"/>` +
    `<circle cx="560" cy="250" r="170" fill="${lighten(p.style.accent, 0.55)}" opacity="0.55"/>` +
    leaf(190, 600, 300, -28, leafTone, 0.35) +
    leaf(230, 610, 230, -8, lighten(leafTone, 0.2), 0.4) +
    leaf(620, 610, 260, 30, leafTone, 0.3) +
    `<rect x="210" y="640" width="380" height="110" fill="url(#${id}-podium)"/>` +
    `<ellipse cx="400" cy="750" rx="190" ry="26" fill="url(#${id}-podium)"/>` +
    `<ellipse cx="400" cy="640" rx="190" ry="26" fill="${lighten(podium, 0.5)}"/>` +
    `<ellipse cx="400" cy="642" rx="${Math.round(150 * scale * (p.shape === 'jar' ? 1.05 : 0.7))}" ry="14" fill="url(#${id}-floor)"/>` +
    `<g filter="url(#${id}-shadow)">${drawPack(p.shape, id, c, { x: 400, y: 640, scale, rotate: p.shape === 'jar' ? 0 : -4 }, text)}</g>`;
  return [defs, body];
}

function texture(p: ProductImageInput, id: string, c: PackColours): [string, string] {
  const liquid = p.shape === 'dropper' || p.shape === 'bottle';
  const tone = liquid ? lighten(p.style.accent, 0.35) : lighten(p.style.accent, 0.62);
  const defs =
    linear(`${id}-bg`, lighten(p.style.to, 0.25), lighten(p.style.from, 0.1), 'd') +
    `<radialGradient id="${id}-cream" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${lighten(tone, 0.55)}"/><stop offset="0.7" stop-color="${tone}"/><stop offset="1" stop-color="${darken(tone, 0.12)}"/></radialGradient>`;
  const rnd = randomFrom(`${id}-drops`);
  let swatch: string;
  if (liquid) {
    swatch = Array.from({ length: 9 }, (_, i) => {
      const r = i === 0 ? 150 : Math.round(18 + rnd() * 46);
      const cx = i === 0 ? 400 : Math.round(120 + rnd() * 560);
      const cy = i === 0 ? 390 : Math.round(140 + rnd() * 460);
      return (
        `<path d="${blobPath(`${id}-${i}`, cx, cy, r, 0.08, 8)}" fill="url(#${id}-cream)" opacity="0.88" filter="url(#${id}-shadow)"/>` +
        `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" rx="${r * 0.22}" ry="${r * 0.12}" transform="rotate(-35 ${cx - r * 0.35} ${cy - r * 0.35})" fill="#fff" opacity="0.75"/>`
      );
    }).join('');
  } else {
    swatch =
      `<path d="${blobPath(`${id}-cream`, 400, 400, 230, 0.2, 10)}" fill="url(#${id}-cream)" filter="url(#${id}-shadow)"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${250 + i * 40},${330 + i * 50} C${330 + i * 30},${280 + i * 45} ${470 - i * 10},${300 + i * 55} ${560 - i * 20},${350 + i * 45}" stroke="#fff" stroke-opacity="${0.7 - i * 0.15}" stroke-width="${14 - i * 3}" stroke-linecap="round" fill="none"/>`,
        )
        .join('') +
      `<path d="M300,470 C360,510 460,515 520,470" stroke="${darken(tone, 0.1)}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round" fill="none"/>`;
  }
  const caption = `Tekstur ${p.label ?? p.name}`;
  const body =
    `<rect width="800" height="800" fill="url(#${id}-bg)"/>` +
    swatch +
    `<rect x="40" y="700" width="${Math.min(720, 60 + caption.length * 11)}" height="52" rx="26" fill="#fff" opacity="0.85"/>` +
    `<text x="66" y="733" font-family="${esc(FONT)}" font-size="20" font-weight="600" fill="${c.ink}">${esc(caption.length > 58 ? `${caption.slice(0, 57)}…` : caption)}</text>`;
  return [defs, body];
}

export function productImageSvg(product: ProductImageInput, view = 0): string {
  const v = (Math.abs(Math.trunc(view)) % 3) as ProductView;
  const id = idPrefix(`${product.slug ?? product.name}-${v}`);
  const c = colours(product);
  const text = { name: product.label ?? product.name, size: product.size ?? product.variants?.[0]?.size ?? '' };
  const [viewDefs, body] =
    v === 0 ? front(product, id, c, text) : v === 1 ? detail(product, id, c, text) : texture(product, id, c);
  const defs = viewDefs + packDefs(id, c) + softShadow(`${id}-shadow`, 14, 12, 0.2);
  return svgDoc(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, `RONA ${product.name} — ${VIEW_TITLES[v]}`, defs, body);
}
