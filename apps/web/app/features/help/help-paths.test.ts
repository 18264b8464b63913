import type { CategoryNode } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { articlePath, countBelow, pathTo, slimTree, trailNode, withQuery } from './help-paths';

const node = (id: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  parent_id: null,
  alias: null,
  name: `c${id}`,
  description: '',
  icon: null,
  level: 0,
  children,
});
const tree = node(1, [node(2, [node(3), node(4, [node(5)])]), node(6)]);

describe('help paths', () => {
  it('puts articles under their wrapper', () => {
    expect(articlePath({ id: 12, wrapper: 'video' })).toBe('/help/video/12');
    expect(articlePath({ id: 3, wrapper: 'doc' })).toBe('/help/doc/3');
  });

  it('leaves page 1 and empty values out of the query', () => {
    expect(withQuery('/help/search', { keyword: 'stock take', page: 1 })).toBe('/help/search?keyword=stock+take');
    expect(withQuery('/help/search', { keyword: 'a', page: 3 })).toBe('/help/search?keyword=a&page=3');
    expect(withQuery('/help/tallybook/doc', { page: 1, category: undefined })).toBe('/help/tallybook/doc');
  });

  it('finds the path down to a category, and nothing for a stranger', () => {
    expect(pathTo(tree, 5).map((each) => each.id)).toEqual([1, 2, 4, 5]);
    expect(pathTo(tree, 1).map((each) => each.id)).toEqual([1]);
    expect(pathTo(tree, 99)).toEqual([]);
  });

  it('counts the categories below a node', () => {
    expect(countBelow(tree)).toBe(5);
    expect(countBelow(node(7))).toBe(0);
  });

  it('hands pages a tree without the API’s other fields, described only as deep as pages show it', () => {
    const described = (id: number, level: number, children: CategoryNode[] = []): CategoryNode => ({
      ...node(id, children),
      alias: level === 0 ? 'tallybook' : 'inner',
      level,
      description: `about ${id}`,
      icon: `/icon-${id}.svg`,
    });
    const slim = slimTree(described(1, 0, [described(2, 1, [described(3, 2)])]));
    expect(slim).toEqual({
      id: 1,
      alias: 'tallybook',
      name: 'c1',
      description: 'about 1',
      icon: '/icon-1.svg',
      children: [
        {
          id: 2,
          alias: null,
          name: 'c2',
          description: 'about 2',
          icon: '/icon-2.svg',
          children: [{ id: 3, alias: null, name: 'c3', description: '', icon: null, children: [] }],
        },
      ],
    });
    expect(trailNode(described(2, 1, [described(3, 2)]))).toEqual({ id: 2, name: 'c2', description: 'about 2' });
  });
});
