import { describe, expect, it } from 'vitest';
import {
  imageSizeStyle,
  isSafeColor,
  isSafeFontFamily,
  isSafeImageSource,
  isSafeLink,
  linkPageHead,
  MAX_RECENT_COLORS,
  opacityFromSlider,
  rememberColor,
  shadowCss,
  sliderFromOpacity,
  withOpacity,
} from './linkpage-rules';

describe('slider mappings', () => {
  it('maps the opacity slider 0–10 to 0–1 and back', () => {
    expect(opacityFromSlider(0)).toBe(0);
    expect(opacityFromSlider(5)).toBe(0.5);
    expect(opacityFromSlider(10)).toBe(1);
    expect(opacityFromSlider(14)).toBe(1);
    expect(opacityFromSlider(-2)).toBe(0);
    expect(sliderFromOpacity(0.5)).toBe(5);
    expect(sliderFromOpacity(0.34)).toBe(3);
    expect(sliderFromOpacity(1)).toBe(10);
  });

  it('maps the single-image size 2–10 to width in tens of percent and 11–13 to a scale at full width', () => {
    expect(imageSizeStyle(2)).toEqual({ widthPercent: 20, scale: 1 });
    expect(imageSizeStyle(7)).toEqual({ widthPercent: 70, scale: 1 });
    expect(imageSizeStyle(10)).toEqual({ widthPercent: 100, scale: 1 });
    expect(imageSizeStyle(11)).toEqual({ widthPercent: 100, scale: 1.1 });
    expect(imageSizeStyle(13)).toEqual({ widthPercent: 100, scale: 1.3 });
    expect(imageSizeStyle(1)).toEqual({ widthPercent: 20, scale: 1 });
    expect(imageSizeStyle(20)).toEqual({ widthPercent: 100, scale: 1.3 });
  });

  it('draws the shadow directions with the spec default 5px 5px 5px rgb(68,68,68) at 0.5', () => {
    expect(shadowCss({ direction: 'right', color: 'rgb(68,68,68)', opacity: 0.5 })).toBe(
      '5px 5px 5px rgba(68,68,68,0.5)',
    );
    expect(shadowCss({ direction: 'left', color: '#000', opacity: 1 })).toBe('-5px 5px 5px rgba(0,0,0,1)');
    expect(shadowCss({ direction: 'bottom', color: '#ffffff', opacity: 0.2 })).toBe('0 5px 5px rgba(255,255,255,0.2)');
    expect(shadowCss(null)).toBe('none');
  });

  it('applies an opacity to hex and rgb colours', () => {
    expect(withOpacity('#d45538', 0.5)).toBe('rgba(212,85,56,0.5)');
    expect(withOpacity('rgba(1,2,3,0.9)', 0.1)).toBe('rgba(1,2,3,0.1)');
    expect(withOpacity('transparent', 0.3)).toBe('transparent');
  });
});

describe('recent colours', () => {
  it('keeps the newest first, without repeats, at most 9', () => {
    let list: string[] = [];
    for (let i = 0; i < 12; i++) list = rememberColor(list, `#00000${i % 10}`);
    expect(list).toHaveLength(MAX_RECENT_COLORS);
    expect(list[0]).toBe('#000001');
    list = rememberColor(list, '#000005');
    expect(list[0]).toBe('#000005');
    expect(list.filter((c) => c === '#000005')).toHaveLength(1);
  });
});

describe('what may reach an href, src or style', () => {
  it('allows only http(s), mailto, tel and whatsapp links', () => {
    for (const ok of [
      'https://rona.id',
      'http://a.b/c?d=e',
      'mailto:cs@rona.id',
      'tel:+62812',
      'whatsapp://send?phone=62',
      'https://wa.me/62812',
    ]) {
      expect(isSafeLink(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.test',
      'https://',
      'java\tscript:x',
      'https://a.b/\nx',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });

  it('allows images from http(s) or the own host only', () => {
    expect(isSafeImageSource('/api/media/uploads/a.png')).toBe(true);
    expect(isSafeImageSource('https://cdn.rona.id/a.png')).toBe(true);
    expect(isSafeImageSource('//evil.test/a.png')).toBe(false);
    expect(isSafeImageSource('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeImageSource('javascript:alert(1)')).toBe(false);
  });

  it('allows picker colours and plain font names only', () => {
    expect(isSafeColor('#abc')).toBe(true);
    expect(isSafeColor('rgb(68, 68, 68)')).toBe(true);
    expect(isSafeColor('red;position:fixed')).toBe(false);
    expect(isSafeColor('url(javascript:x)')).toBe(false);
    expect(isSafeFontFamily('Times New Roman')).toBe(true);
    expect(isSafeFontFamily('Arial; background:url(x)')).toBe(false);
  });
});

describe('linkPageHead', () => {
  const text = (titleText: string) => ({ group: 'text', content: { titleText } });
  const images = (...sources: string[]) => ({
    group: 'images',
    content: { images: sources.map((source) => ({ source })) },
  });
  const colour = { active: 'color', image: '/api/media/latar.png' };

  it('takes the first non-empty text title, trimmed to 70 characters, and the first widget image', () => {
    const head = linkPageHead({
      background: colour,
      widgets: [images('/a.png', '/b.png'), text('  '), text(` ${'x'.repeat(80)} `), text('Kedua')],
    });
    expect(head).toEqual({ title: 'x'.repeat(70), image: '/a.png' });
  });

  it('falls back to the background image only when it is the active background', () => {
    expect(linkPageHead({ background: { ...colour, active: 'image' }, widgets: [text('Halo')] })).toEqual({
      title: 'Halo',
      image: '/api/media/latar.png',
    });
    expect(linkPageHead({ background: colour, widgets: [] })).toEqual({ title: null, image: null });
  });
});
