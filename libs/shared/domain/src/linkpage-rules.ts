/**
 * Link-page rules without zod, so the public viewer can check and map what it renders with the
 * very same functions the save validation (entities/linkpage.ts) uses.
 */

export const FONT_SIZE = { min: 12, max: 60 } as const;
export const BORDER_WIDTH = { min: 0, max: 8 } as const;
export const IMAGE_SIZE = { min: 2, max: 13 } as const;
/** Opacity sliders run 0–10; the stored value is the slider divided by 10. */
export const OPACITY_SLIDER = { min: 0, max: 10 } as const;
export const MAX_WIDGET_IMAGES = 6;
export const MAX_WIDGET_PRODUCTS = 10;
export const MAX_RECENT_COLORS = 9;
/** Files per image-many call. */
export const MAX_UPLOAD_FILES = 6;
export const IMAGES_PER_ROW = 3;
export const CORNER_SHAPES = ['24px', '10px', '0px', '100%'] as const;
export type CornerShape = (typeof CORNER_SHAPES)[number];
/** 'Origin' is 3/2. */
export const ASPECT_RATIOS = ['3/2', '1/1', '4/3', '16/9', '3/4', '9/16'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const SHADOW_DIRECTIONS = ['left', 'bottom', 'right'] as const;
export type ShadowDirection = (typeof SHADOW_DIRECTIONS)[number];
/** The spec's default shadow: '5px 5px 5px' in rgb(68,68,68) at 0.5 alpha. */
export const DEFAULT_SHADOW = { direction: 'right', color: 'rgb(68,68,68)', opacity: 0.5 } as const;
export const DEFAULT_COLOR_OPACITY = 0.5;

const SAFE_LINK_START = /^(https?:\/\/|mailto:|tel:|whatsapp:)/i;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'whatsapp:']);

/** A link a visitor may follow: http(s), mailto, tel or WhatsApp (wa.me or whatsapp:). Never javascript: or data:. */
export function isSafeLink(value: string): boolean {
  // Whitespace or control characters inside a link are how scheme filters get tricked.
  // eslint-disable-next-line no-control-regex
  if (!SAFE_LINK_START.test(value) || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value);
    if (!SAFE_PROTOCOLS.has(url.protocol)) return false;
    return url.protocol.startsWith('http') ? url.hostname !== '' : true;
  } catch {
    return false;
  }
}

/** An uploaded image: an http(s) URL or a path on the shop's own host. */
export function isSafeImageSource(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value) || (/^https?:\/\/\S+$/i.test(value) && isSafeLink(value));
}

const COLOR =
  /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*){2,3}\)|transparent)$/i;
/** Colours as the picker writes them; nothing else reaches a style attribute. */
export function isSafeColor(value: string): boolean {
  return COLOR.test(value.trim());
}

const FONT_FAMILY = /^[A-Za-z0-9 ,'"-]{1,64}$/;
/** Font names: letters, digits, spaces, commas, quotes and dashes only (nothing that ends a CSS value). */
export function isSafeFontFamily(value: string): boolean {
  return FONT_FAMILY.test(value);
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Opacity slider (0–10) → stored opacity (0–1). */
export function opacityFromSlider(slider: number): number {
  return clamp(Math.round(slider), OPACITY_SLIDER.min, OPACITY_SLIDER.max) / 10;
}
/** Stored opacity (0–1) → slider position (0–10). */
export function sliderFromOpacity(opacity: number): number {
  return clamp(Math.round(opacity * 10), OPACITY_SLIDER.min, OPACITY_SLIDER.max);
}

/**
 * Single-image size slider (2–13): 2–10 is the width in steps of 10 %; 11–13 keeps 100 % width
 * and scales the picture up (110 %–130 %).
 */
export function imageSizeStyle(size: number): { widthPercent: number; scale: number } {
  const s = clamp(Math.round(size), IMAGE_SIZE.min, IMAGE_SIZE.max);
  return s <= 10 ? { widthPercent: s * 10, scale: 1 } : { widthPercent: 100, scale: s / 10 };
}

/** A colour with an opacity applied, for hex and rgb() colours; anything else passes unchanged. */
export function withOpacity(color: string, opacity: number): string {
  const a = clamp(opacity, 0, 1);
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r},${g},${b},${a})`;
  }
  const rgb = color.trim().match(/^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i);
  if (rgb) return `rgba(${rgb[1]},${rgb[2]},${rgb[3]},${a})`;
  return color;
}

/** The CSS box-shadow of a shadow direction: left '-5px 5px 5px', bottom '0 5px 5px', right '5px 5px 5px'. */
export function shadowCss(shadow: { direction: ShadowDirection; color: string; opacity: number } | null): string {
  if (!shadow) return 'none';
  const x = shadow.direction === 'left' ? '-5px' : shadow.direction === 'bottom' ? '0' : '5px';
  return `${x} 5px 5px ${withOpacity(shadow.color, shadow.opacity)}`;
}

/** Keeps the most recent colours first, without repeats, at most 9 (spec 3 §5). */
export function rememberColor(recent: readonly string[], color: string): string[] {
  const key = color.trim().toLowerCase();
  return [color.trim(), ...recent.filter((c) => c.trim().toLowerCase() !== key)].slice(0, MAX_RECENT_COLORS);
}

/** The longest page title shown in tabs and link previews. */
export const PAGE_TITLE_MAX = 70;

interface HeadSource {
  background: { active: string; image: string | null };
  widgets: readonly { group: string; content: unknown }[];
}

/**
 * What a page shows in its title and link previews (viewer and server-rendered tags alike): the first
 * text widget's title (trimmed, at most 70 characters) and the first widget image, else the background image.
 */
export function linkPageHead(page: HeadSource): { title: string | null; image: string | null } {
  let title: string | null = null;
  let image: string | null = null;
  for (const w of page.widgets) {
    const content = w.content as { titleText?: unknown; images?: { source?: unknown }[] };
    if (title === null && w.group === 'text' && typeof content.titleText === 'string' && content.titleText.trim()) {
      title = content.titleText.trim().slice(0, PAGE_TITLE_MAX);
    }
    const source = w.group === 'images' ? content.images?.[0]?.source : undefined;
    if (image === null && typeof source === 'string' && source) image = source;
  }
  if (image === null && page.background.active === 'image' && page.background.image) image = page.background.image;
  return { title, image };
}
