import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_META, mergeRouteMeta } from './route-meta';

describe('route metadata', () => {
  it('shows layout and widget, and the full header on mobile, unless a route says otherwise', () => {
    expect(DEFAULT_ROUTE_META).toEqual({ layout: true, kefu: true, nav: false });
    expect(mergeRouteMeta([undefined, null, 'x'])).toEqual(DEFAULT_ROUTE_META);
  });

  it('lets the deepest route that says something win', () => {
    expect(mergeRouteMeta([{ layout: true, kefu: true }, { layout: false }])).toEqual({
      layout: false,
      kefu: true,
      nav: false,
    });
    expect(mergeRouteMeta([{ kefu: false }, { nav: true }, { kefu: true }])).toEqual({
      layout: true,
      kefu: true,
      nav: true,
    });
  });

  it('ignores values that are not booleans', () => {
    expect(mergeRouteMeta([{ layout: 'no' }])).toEqual(DEFAULT_ROUTE_META);
  });
});
