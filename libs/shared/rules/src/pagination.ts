/** Pagination shows a window of 3 page buttons (spec 1 §9). */
export const PAGE_WINDOW_SIZE = 3;

/**
 * The page numbers to show: `size` consecutive pages with the current one in the middle when it
 * can be, slid to stay within 1…total. A current page out of range is brought into it; no pages → [].
 * pageWindow(1, 10) → [1, 2, 3]; pageWindow(5, 10) → [4, 5, 6]; pageWindow(10, 10) → [8, 9, 10].
 */
export function pageWindow(current: number, total: number, size: number = PAGE_WINDOW_SIZE): number[] {
  const pages = Math.max(0, Math.floor(total));
  const width = Math.min(pages, Math.max(1, Math.floor(size)));
  if (width === 0) return [];
  const page = Math.min(pages, Math.max(1, Math.floor(current) || 1));
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), pages - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}
