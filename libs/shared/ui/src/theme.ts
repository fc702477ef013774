import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Rona's rose-peach brand colour, light to dark. Shades 0–6 are the shop's look; 7–9 (filled
 * buttons, links, light-variant text) are deep enough for white text and for text on white to
 * pass WCAG AA (4.5:1; the issue-13 audit measured 4.1:1 for the old #d45538).
 */
const rona: MantineColorsTuple = [
  '#fff1ee',
  '#ffe1da',
  '#fbc2b4',
  '#f6a08b',
  '#f28369',
  '#ef7053',
  '#ee6647',
  '#b94429',
  '#a53d27',
  '#8f3421',
];

/**
 * Mantine's greys with the text grey (shade 6: dimmed text, descriptions, hints) at 5:1 on white instead
 * of 3.3:1, and green/orange with their darkest shade replaced: status text (in stock, countdown) on
 * white at 4.5:1 or more.
 */
function shopPalettes() {
  const withDarkest = (palette: readonly string[], darkest: string) =>
    [...palette.slice(0, 9), darkest] as unknown as MantineColorsTuple;
  const { colors } = DEFAULT_THEME;
  return {
    gray: [...colors.gray.slice(0, 6), '#697077', ...colors.gray.slice(7)] as unknown as MantineColorsTuple,
    green: withDarkest(colors.green, '#237a36'),
    orange: withDarkest(colors.orange, '#b8400e'),
  };
}

function shopTheme() {
  const { gray, green, orange } = shopPalettes();
  return createTheme({
    primaryColor: 'rona',
    primaryShade: 7,
    colors: { rona, gray, green, orange },
    fontFamily: "'Poppins', 'Segoe UI', system-ui, -apple-system, sans-serif",
    headings: { fontFamily: "'Poppins', 'Segoe UI', system-ui, sans-serif", fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}

/**
 * Built in one call marked pure, so a first load that never reads the theme (the storefront's shell,
 * painted by mantine-theme.css) carries neither it nor Mantine's default theme.
 */
export const theme = /* @__PURE__ */ shopTheme();

/** Placeholders in the text grey (Mantine's gray-5 is 2:1) and error text in a red that reads at 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

const WHITE = '#ffffff';

/** WCAG 2.1 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Every text/background pair the theme paints (Mantine's light-scheme variables and the shop's CSS
 * modules): `large` text (the 404 number) needs 3:1, all other text 4.5:1.
 */
export function themeTextPairs(): { name: string; fg: string; bg: string; large?: boolean }[] {
  const red = DEFAULT_THEME.colors.red;
  const { gray, green, orange } = shopPalettes();
  return [
    { name: 'filled button, Masuk, chat bubble: white on the brand', fg: WHITE, bg: rona[7] },
    { name: 'filled button hovered', fg: WHITE, bg: rona[8] },
    { name: 'links and brand text on white', fg: rona[7], bg: WHITE },
    { name: 'brand text on the light brand surface', fg: rona[7], bg: rona[0] },
    { name: 'light variant (badges, light buttons)', fg: rona[9], bg: rona[1] },
    { name: 'light variant hovered', fg: rona[9], bg: rona[2] },
    { name: 'dimmed text on white', fg: gray[6], bg: WHITE },
    { name: 'dimmed text on the grey surface (search pill)', fg: gray[6], bg: gray[0] },
    { name: 'dimmed text on the light brand surface', fg: gray[6], bg: rona[0] },
    { name: 'placeholder on white', fg: gray[6], bg: WHITE },
    { name: 'hint text (gray-7) on white', fg: gray[7], bg: WHITE },
    { name: 'error text on white', fg: red[9], bg: WHITE },
    { name: 'discount badge: white on red-9', fg: WHITE, bg: red[9] },
    { name: 'status text (in stock) on white', fg: green[9], bg: WHITE },
    { name: 'countdown text on white', fg: orange[9], bg: WHITE },
    // Light badges (status, payment): the colour's darkest shade on its shade 1.
    ...(['green', 'orange', 'red', 'blue', 'cyan', 'gray'] as const).map((c) => {
      const palette = c === 'green' ? green : c === 'orange' ? orange : c === 'gray' ? gray : DEFAULT_THEME.colors[c];
      return { name: `light ${c} badge`, fg: palette[9], bg: palette[1] };
    }),
    { name: "the 404 page's large number", fg: rona[6], bg: WHITE, large: true },
  ];
}
