import { PAGINATION_THRESHOLD_PAGES } from './constants.ts';

export type PageItem = number | 'gap-start' | 'gap-end';

/** spec §2: how many page numbers a window holds near the start or the end. */
export const PAGE_WINDOW = { desktop: 9, mobile: 6 } as const;

/**
 * spec §2: the page numbers a pager shows. With fewer than 12 pages, all of them. Otherwise, with a
 * window of 9 (6 on mobile): near the start pages 1-9 then the last; near the end the first then
 * the last 9; in the middle the first, the current page ±2, and the last, with gaps marked.
 * "Near the start" holds while the current page ±2 still fits in the first window
 * (current ≤ window − 2), "near the end" likewise, so the current page and its two neighbours are
 * always shown and the three layouts meet without a jump.
 */
export function windowPages(current: number, totalPages: number, mobile = false): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (total < PAGINATION_THRESHOLD_PAGES) return range(1, total);
  const size = mobile ? PAGE_WINDOW.mobile : PAGE_WINDOW.desktop;
  if (page <= size - 2) return [...range(1, size), 'gap-end', total];
  if (page >= total - size + 3) return [1, 'gap-start', ...range(total - size + 1, total)];
  return [1, 'gap-start', ...range(page - 2, page + 2), 'gap-end', total];
}

/** The page a list address asks for (`?page=`): a whole number from 1, else the first page. */
export function requestedPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** How many pages `total` items fill at `pageSize` a page (at least one, so an empty list has a page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
