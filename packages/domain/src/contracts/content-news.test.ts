import { describe, expect, it } from 'vitest';
import { groupNewsQuery, newsListQuery } from './content-news.ts';

describe('news contracts', () => {
  it('lists all news, 10 to a page, unless a category is asked for', () => {
    expect(newsListQuery.parse({})).toEqual({ category_alias: 'news', page: 1, page_size: 10 });
    expect(newsListQuery.parse({ category_alias: 'industry-news', hot: '1' })).toMatchObject({
      category_alias: 'industry-news',
      hot: '1',
    });
  });

  it('knows only the four news routes of spec §2', () => {
    expect(newsListQuery.safeParse({ category_alias: 'sports' }).success).toBe(false);
  });

  it('answers 4 items per group by default and at most 20', () => {
    expect(groupNewsQuery.parse({}).page_size).toBe(4);
    expect(groupNewsQuery.safeParse({ page_size: '21' }).success).toBe(false);
  });
});
