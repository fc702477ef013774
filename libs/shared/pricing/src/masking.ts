/**
 * The name shown on a review when the buyer hides it (spec 2 §5): each word keeps its first and
 * last letter, the others become '*'. Words of one or two letters stay as they are; runs of
 * spaces collapse to one. 'Siti Rahma' → 'S**i R***a'.
 */
export function maskUsername(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const chars = Array.from(word);
      if (chars.length <= 2) return word;
      return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
    })
    .join(' ');
}
