import type { CSSProperties } from 'react';
import { shadowCss, withOpacity } from '@rona/domain/browser';
import type { Widget } from '@rona/domain';
import { safeColor, safeFont } from './safe';

type TextStyles = Extract<Widget, { group: 'text' }>['content']['styles'];
type BoxStyles = Extract<Widget, { group: 'button' }>['content']['styles'];

export function textCss(s: TextStyles): CSSProperties {
  return {
    fontFamily: safeFont(s.fontFamily),
    fontSize: `${Math.min(60, Math.max(12, s.fontSize))}px`,
    color: safeColor(s.color, '#333333'),
    fontWeight: s.fontWeight === 'bold' ? 700 : 400,
    fontStyle: s.fontStyle === 'italic' ? 'italic' : 'normal',
    textAlign: s.textAlign,
    textDecoration: s.textDecoration,
    backgroundColor: withOpacity(safeColor(s.backgroundColor, '#ffffff'), s.backgroundOpacity),
  };
}

export function boxCss(s: BoxStyles): CSSProperties {
  return {
    ...textCss(s),
    borderRadius: s.borderRadius === '100%' ? '999px' : s.borderRadius,
    border: `${Math.min(8, Math.max(0, s.border.width))}px solid ${safeColor(s.border.color, 'transparent')}`,
    boxShadow: s.boxShadow
      ? shadowCss({ ...s.boxShadow, color: safeColor(s.boxShadow.color, 'rgb(68,68,68)') })
      : 'none',
  };
}
