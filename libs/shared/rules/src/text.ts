/** Where texts are cut (spec 1 §2, §5, §9). */
export const TEXT_LIMITS = {
  productName: 34,
  cartDropdownName: 20,
  descriptionExcerpt: 300,
  blogTitle: 70,
  shortDescription: 100,
} as const;

export const ELLIPSIS = '...';

/**
 * The first `max` characters followed by '...' when the text is longer; otherwise the text as is.
 * Counts characters, not UTF-16 units, so an emoji is never split; trailing spaces before the
 * ellipsis are dropped.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join('').trimEnd() + ELLIPSIS;
}

/** Paragraphs are separated by a blank line. */
const PARAGRAPH_BREAK = /\r?\n[ \t]*\r?\n/;

/** The first paragraph of a description, at most 300 characters (product detail). */
export function descriptionExcerpt(description: string): string {
  const first = description.trim().split(PARAGRAPH_BREAK)[0] ?? '';
  return truncate(first.trim(), TEXT_LIMITS.descriptionExcerpt);
}

/**
 * A product video is embedded only if its link contains 'youtube' (spec 1 §2). Answers the embed
 * URL for a watch, short or embed link, or null when there is nothing to embed.
 */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  if (!link || !/youtube/i.test(link)) return null;
  const id = /(?:[?&]v=|\/embed\/|\/shorts\/)([\w-]{6,})/.exec(link)?.[1];
  return id ? `https://www.youtube.com/embed/${id}` : null;
}
