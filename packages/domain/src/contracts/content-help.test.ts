import { describe, expect, it } from 'vitest';
import { helpContentByIdsBody, helpFeedbackQuery, helpListQuery } from './content-help.ts';

describe('help contracts', () => {
  it('reads the list query with the manual list’s page size by default', () => {
    expect(helpListQuery.parse({})).toEqual({ page: 1, page_size: 30 });
    expect(helpListQuery.parse({ recommend: '2', is_video: '1', page_size: '9' })).toMatchObject({
      recommend: 2,
      is_video: '1',
      page_size: 9,
    });
  });

  it('trims a keyword and treats a blank one as none', () => {
    expect(helpListQuery.parse({ keyword: '  stock  ' }).keyword).toBe('stock');
    expect(helpListQuery.parse({ keyword: '   ' }).keyword).toBeUndefined();
    expect(helpListQuery.safeParse({ keyword: 'x'.repeat(51) }).success).toBe(false);
  });

  it('takes a vote of useful or useless on an article id', () => {
    expect(helpFeedbackQuery.parse({ id: '7', type: 'useless' })).toEqual({ id: 7, type: 'useless' });
    expect(helpFeedbackQuery.safeParse({ id: '7', type: '1' }).success).toBe(false);
    expect(helpFeedbackQuery.safeParse({ id: '0', type: 'useful' }).success).toBe(false);
  });

  it('takes between 1 and 50 ids', () => {
    expect(helpContentByIdsBody.parse({ ids: [3, 1] }).ids).toEqual([3, 1]);
    expect(helpContentByIdsBody.safeParse({ ids: [] }).success).toBe(false);
    expect(helpContentByIdsBody.safeParse({ ids: Array.from({ length: 51 }, (_, i) => i + 1) }).success).toBe(false);
    expect(helpContentByIdsBody.safeParse({ ids: [2_147_483_648] }).success).toBe(false);
  });
});
