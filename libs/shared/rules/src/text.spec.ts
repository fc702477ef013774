import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, descriptionExcerpt, truncate, youtubeEmbedUrl } from './text';

describe('truncate', () => {
  it('keeps short text', () => {
    expect(truncate('Serum', 34)).toBe('Serum');
    expect(truncate('x'.repeat(34), TEXT_LIMITS.productName)).toBe('x'.repeat(34));
  });
  it('cuts long text and adds an ellipsis', () => {
    expect(truncate('x'.repeat(35), TEXT_LIMITS.productName)).toBe(`${'x'.repeat(34)}...`);
    expect(truncate('Brightening Serum Vitamin C', TEXT_LIMITS.cartDropdownName)).toBe('Brightening Serum Vi...');
  });
  it('drops spaces before the ellipsis', () => {
    expect(truncate('Sabun Muka Lembut', 6)).toBe('Sabun...');
  });
  it('never splits an emoji', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
  it('answers only the ellipsis for a zero or negative limit', () => {
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abc', -1)).toBe('...');
  });
  it('exports the spec limits', () => {
    expect(TEXT_LIMITS).toEqual({
      productName: 34,
      cartDropdownName: 20,
      descriptionExcerpt: 300,
      blogTitle: 70,
      shortDescription: 100,
    });
  });
});

describe('descriptionExcerpt', () => {
  it('takes the first paragraph', () => {
    expect(descriptionExcerpt('\nSatu dua.\n\nTiga empat.')).toBe('Satu dua.');
    expect(descriptionExcerpt('Satu\r\n  \r\nDua')).toBe('Satu');
  });
  it('keeps a single paragraph', () => {
    expect(descriptionExcerpt('Hanya satu\nbaris dua')).toBe('Hanya satu\nbaris dua');
    expect(descriptionExcerpt('')).toBe('');
  });
  it('cuts at 300 characters', () => {
    expect(descriptionExcerpt('a'.repeat(400))).toBe(`${'a'.repeat(300)}...`);
  });
});

describe('youtubeEmbedUrl', () => {
  it('is null without a youtube link', () => {
    expect(youtubeEmbedUrl(null)).toBeNull();
    expect(youtubeEmbedUrl(undefined)).toBeNull();
    expect(youtubeEmbedUrl('https://vimeo.com/123')).toBeNull();
    expect(youtubeEmbedUrl('https://youtu.be/abcdefghijk')).toBeNull();
  });
  it('turns watch, embed and shorts links into the embed URL', () => {
    const embed = 'https://www.youtube.com/embed/abcDEF_-123';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=abcDEF_-123&t=3')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?feature=x&v=abcDEF_-123')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/abcDEF_-123')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtube.com/shorts/abcDEF_-123')).toBe(embed);
  });
  it('is null for a youtube link without a video', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/@rona')).toBeNull();
  });
});
