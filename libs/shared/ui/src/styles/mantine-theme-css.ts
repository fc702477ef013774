import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { format } from 'prettier';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The CSS a MantineProvider with the shop's theme writes into the page (its CSS variables and the
 * `hidden-from`/`visible-from` breakpoint classes), as one stylesheet. mantine-theme.css is this
 * text: it loads with the app's CSS, so pages paint in the theme without the provider's code in a
 * first load (the storefront's shell has no Mantine component; see docs/performance.md).
 * After a theme change: `node --import tsx libs/shared/ui/src/styles/write-mantine-theme-css.ts`
 * (mantine-theme-css.spec.ts fails until then).
 */
export async function mantineThemeCss(): Promise<string> {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light', children: null }),
  );
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1] ?? '')
    .join('\n')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  const header = '/* Generated from theme.ts by mantine-theme-css.ts: do not edit. */\n';
  return format(header + css, { parser: 'css', printWidth: 120, singleQuote: true });
}
