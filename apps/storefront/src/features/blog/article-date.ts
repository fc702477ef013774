const ARTICLE_DATE = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** An article's release date as readers expect it, e.g. '3 Maret 2025' (shop time, WIB). */
export function articleDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : ARTICLE_DATE.format(at);
}
