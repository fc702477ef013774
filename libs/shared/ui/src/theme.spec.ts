import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { contrastRatio, theme, themeTextPairs } from './theme';

describe('contrastRatio (WCAG 2.1 relative luminance)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#d45538', '#d45538')).toBe(1);
  });
  it("matches the issue's measurements of the old theme (grey 3.3:1, white on the brand 4.1:1)", () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#d45538')).toBeCloseTo(4.07, 2);
  });
});

describe('theme text colours meet WCAG AA (issue 13)', () => {
  it.each(themeTextPairs().map((p) => [p.name, p.fg, p.bg, p.large ? 3 : 4.5] as const))(
    '%s (%s on %s) ≥ %s:1',
    (_name, fg, bg, min) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
    },
  );

  it('keeps the shop look: the light brand shades and the greys other than the text grey are unchanged', () => {
    const rona = theme.colors?.rona ?? [];
    expect(rona.slice(0, 7)).toEqual(['#fff1ee', '#ffe1da', '#fbc2b4', '#f6a08b', '#f28369', '#ef7053', '#ee6647']);
    const gray = theme.colors?.gray ?? DEFAULT_THEME.colors.gray;
    expect([...gray.slice(0, 6), ...gray.slice(7)]).toEqual([
      ...DEFAULT_THEME.colors.gray.slice(0, 6),
      ...DEFAULT_THEME.colors.gray.slice(7),
    ]);
  });
});
