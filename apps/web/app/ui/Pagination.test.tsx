// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Pagination } from './Pagination';

const hrefFor = (page: number) => `/news?page=${page}`;
// Gaps are hidden from assistive technology, so read every item of the list, not only the roles.
const labels = (list: HTMLElement) => [...list.querySelectorAll('li')].map((item) => item.textContent?.trim());

describe('Pagination', () => {
  afterEach(cleanup);

  it('shows windows of 9 on desktop and 6 on mobile around the current page', () => {
    renderWithApp(<Pagination page={8} totalPages={20} total={200} hrefFor={hrefFor} />);
    expect(labels(screen.getByTestId('pagination-desktop'))).toEqual([
      '‹',
      '1',
      '…',
      '6',
      '7',
      '8',
      '9',
      '10',
      '…',
      '20',
      '›',
    ]);
    expect(labels(screen.getByTestId('pagination-mobile'))).toEqual([
      '‹',
      '1',
      '…',
      '6',
      '7',
      '8',
      '9',
      '10',
      '…',
      '20',
      '›',
    ]);
    expect(screen.getAllByRole('link', { name: 'Page 8' })[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows 1-9 (1-6 on mobile) near the start, with the last page', () => {
    renderWithApp(<Pagination page={2} totalPages={30} total={300} hrefFor={hrefFor} />);
    expect(labels(screen.getByTestId('pagination-desktop'))).toEqual([
      '‹',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '…',
      '30',
      '›',
    ]);
    expect(labels(screen.getByTestId('pagination-mobile'))).toEqual([
      '‹',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '…',
      '30',
      '›',
    ]);
  });

  it('shows every page under 12 pages', () => {
    renderWithApp(<Pagination page={11} totalPages={11} total={110} hrefFor={hrefFor} />);
    expect(labels(screen.getByTestId('pagination-desktop'))).toHaveLength(13);
  });

  it('links each page, and the arrows, to its address; the arrows stop at the ends', () => {
    renderWithApp(<Pagination page={1} totalPages={3} total={30} hrefFor={hrefFor} />);
    const desktop = screen.getByTestId('pagination-desktop');
    expect(within(desktop).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/news?page=3');
    expect(within(desktop).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news?page=2');
    expect(within(desktop).queryByRole('link', { name: 'Previous page' })).toBeNull();
  });

  it('shows the total on desktop only, in the page’s language', () => {
    renderWithApp(<Pagination page={1} totalPages={20} total={200} hrefFor={hrefFor} />, { language: 'zh-CN' });
    const total = screen.getByTestId('pagination-total');
    expect(total.textContent).toBe('共 200 条');
    expect(total.className).toMatch(/\bhidden\b.*\bsm:block\b/);
    expect(screen.getByRole('navigation').getAttribute('aria-label')).toBe('分页');
  });

  it('shows nothing for a single page', () => {
    renderWithApp(<Pagination page={1} totalPages={1} total={5} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
