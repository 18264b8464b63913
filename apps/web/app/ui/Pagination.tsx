import { type PageItem, windowPages } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The number of items, shown on desktop. */
  total: number;
  /** The address of a page: pages are links, so paging works before (and without) the page's script. */
  hrefFor: (page: number) => string;
}

const cell = 'flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium transition-colors';

function Items({ items, page, hrefFor }: { items: PageItem[]; page: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('ui');
  return items.map((item) =>
    typeof item === 'number' ? (
      <li key={item}>
        <Link
          to={hrefFor(item)}
          preventScrollReset={false}
          aria-label={t('pagination.page', { page: item })}
          aria-current={item === page ? 'page' : undefined}
          className={`${cell} ${
            item === page ? 'bg-brand-600 text-white' : 'text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'
          }`}
        >
          {item}
        </Link>
      </li>
    ) : (
      <li key={item} aria-hidden="true" className={`${cell} text-slate-400`}>
        …
      </li>
    ),
  );
}

function Arrow({ to, label, direction }: { to: string | undefined; label: string; direction: 'previous' | 'next' }) {
  const glyph = direction === 'previous' ? '‹' : '›';
  const content = (
    <span aria-hidden="true" className="inline-block text-lg rtl:rotate-180">
      {glyph}
    </span>
  );
  return (
    <li>
      {to ? (
        <Link
          to={to}
          aria-label={label}
          rel={direction === 'previous' ? 'prev' : 'next'}
          className={`${cell} text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50`}
        >
          {content}
        </Link>
      ) : (
        // At the first or last page the arrow stays in place, inert and hidden from assistive technology.
        <span aria-hidden="true" className={`${cell} text-slate-300 ring-1 ring-slate-100`}>
          {content}
        </span>
      )}
    </li>
  );
}

/**
 * spec §2: page links with previous and next arrows, all pages under 12, else windows of 9
 * (6 on mobile, by screen width) around the first, current and last pages; the total on desktop.
 */
export function Pagination({ page, totalPages, total, hrefFor }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  const previous = page > 1 ? hrefFor(page - 1) : undefined;
  const next = page < totalPages ? hrefFor(page + 1) : undefined;
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-3"
      data-testid="pagination"
    >
      <p className="hidden text-sm text-slate-600 sm:block" data-testid="pagination-total">
        {t('pagination.total', { count: total })}
      </p>
      <ul className="hidden items-center gap-1 sm:flex" data-testid="pagination-desktop">
        <Arrow to={previous} label={t('pagination.previous')} direction="previous" />
        <Items items={windowPages(page, totalPages)} page={page} hrefFor={hrefFor} />
        <Arrow to={next} label={t('pagination.next')} direction="next" />
      </ul>
      <ul className="flex items-center gap-1 sm:hidden" data-testid="pagination-mobile">
        <Arrow to={previous} label={t('pagination.previous')} direction="previous" />
        <Items items={windowPages(page, totalPages, true)} page={page} hrefFor={hrefFor} />
        <Arrow to={next} label={t('pagination.next')} direction="next" />
      </ul>
    </nav>
  );
}
