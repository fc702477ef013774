/** Small helpers shared by the image generators: escaping, colours, text layout, the document shell. */

export const FONT = "'Poppins', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";
export const SERIF = "'Playfair Display', Georgia, 'DejaVu Serif', serif";

/** Escapes text for element content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A stable 32-bit hash (FNV-1a), so the same input always draws the same picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic pseudo-random sequence in [0, 1) seeded from text (mulberry32). */
export function randomFrom(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An id prefix unique to an input, so several SVGs inlined in one page do not share gradient ids. */
export function idPrefix(seed: string): string {
  return `r${hash(seed).toString(36)}`;
}

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1], 16) : 0xd8a7a0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes a colour with another: amount 0 = colour, 1 = other. Also normalises bad input to a brand rose. */
export function mix(colour: string, other: string, amount: number): string {
  const a = parseHex(colour);
  const b = parseHex(other);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export const lighten = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
export const darken = (colour: string, amount: number) => mix(colour, '#1d1a1f', amount);

/** Relative luminance 0..1, to choose dark or light text on a colour. */
export function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const inkOn = (background: string) => (luminance(background) > 0.45 ? darken(background, 0.82) : '#ffffff');

/**
 * Splits text into at most `maxLines` lines of about `maxChars` characters, breaking at spaces.
 * The last line is cut with an ellipsis when the text does not fit.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      line = '';
      const last = lines[maxLines - 1];
      lines[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => (l.length > maxChars + 4 ? `${l.slice(0, maxChars).trimEnd()}…` : l));
}

/** Rough width of text in a sans-serif face, used to fit wordmarks and pills. */
export const textWidth = (text: string, size: number, weight = 400) =>
  text.length * size * (weight >= 600 ? 0.7 : 0.58);

/** Lines of text as <text> with <tspan>s, centred on x when anchor is 'middle'. */
export function textLines(
  lines: string[],
  x: number,
  y: number,
  opts: {
    size: number;
    lineHeight?: number;
    weight?: number;
    fill: string;
    anchor?: 'start' | 'middle' | 'end';
    family?: string;
    spacing?: number;
  },
): string {
  const lh = opts.lineHeight ?? opts.size * 1.2;
  const spans = lines.map((l, i) => `<tspan x="${x}" y="${Math.round(y + i * lh)}">${esc(l)}</tspan>`).join('');
  const spacing = opts.spacing ? ` letter-spacing="${opts.spacing}"` : '';
  return `<text font-family="${esc(opts.family ?? FONT)}" font-size="${opts.size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill}" text-anchor="${opts.anchor ?? 'start'}"${spacing}>${spans}</text>`;
}

/** The document shell: explicit size and viewBox, an accessible title, optional defs. */
export function svgDoc(width: number, height: number, title: string, defs: string, body: string): string {
  const id = idPrefix(`${title}-${width}x${height}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>`
  );
}

export const linear = (id: string, from: string, to: string, angle: 'v' | 'h' | 'd' = 'd') => {
  const [x2, y2] = angle === 'v' ? [0, 1] : angle === 'h' ? [1, 0] : [1, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
};

export const radial = (id: string, inner: string, outer: string, innerOpacity = 1, outerOpacity = 0) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`;

/** A soft drop shadow filter. */
export const softShadow = (id: string, dy = 12, blur = 14, opacity = 0.22) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${dy}" result="b"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
