import { describe, expect, it } from 'vitest';
import { firstLoadByRoute } from '../scripts/js-budget.mjs';
import { addressesByRoute, hasParameters, routeOf } from './pages.ts';

const routes = [
  { id: 'home', path: '/' },
  { id: 'price', path: '/price' },
  { id: 'help-search', path: '/help/search' },
  { id: 'help-tree', path: '/help/:alias' },
  { id: 'case-detail', path: '/case/:id' },
  { id: 'news-list', path: '/:category_alias' },
  { id: 'news-detail', path: '/:category_alias/:id' },
  { id: 'unknown', path: '/*' },
];

describe('the pages the bench measures', () => {
  it('finds the route of an address as React Router does: a static segment before a parameter', () => {
    expect(routeOf(routes, '/price')?.id).toBe('price');
    expect(routeOf(routes, '/help/search')?.id).toBe('help-search');
    expect(routeOf(routes, '/help/tallybook')?.id).toBe('help-tree');
    expect(routeOf(routes, '/company-news')?.id).toBe('news-list');
    expect(routeOf(routes, '/company-news/12')?.id).toBe('news-detail');
    expect(routeOf(routes, '/a/b/c')?.id).toBe('unknown');
  });

  it('gives each route the first address it renders, a route without parameters its own path, and none to the rest', () => {
    const chosen = addressesByRoute(routes, ['/news', '/company-news', '/news/7?lang=ar', '/case/3', '/case/4']);
    expect(Object.fromEntries(chosen)).toEqual({
      'news-list': '/news',
      'news-detail': '/news/7?lang=ar',
      'case-detail': '/case/3',
      home: '/',
      price: '/price',
      'help-search': '/help/search',
    });
    // a route with parameters that no address names is left without one: the bench lists it as not measured
    expect(chosen.has('help-tree')).toBe(false);
    expect(chosen.has('unknown')).toBe(false);
  });

  it('covers every page route of the build: each has parameters or is its own address', () => {
    const built = firstLoadByRoute().map((row) => ({ id: row.id, path: row.path }));
    expect(built.length).toBeGreaterThan(50);
    const chosen = addressesByRoute(built, []);
    for (const route of built) expect(chosen.has(route.id) || hasParameters(route)).toBe(true);
    expect(built.find((route) => route.path === '/case/:id')).toBeDefined();
  });
});
