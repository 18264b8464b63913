import { describe, expect, it } from 'vitest';
import { RESTORE_SCROLL_SCRIPT, SCROLL_POSITIONS_KEY } from './scroll-restoration';

/** The script run in a window of its own: what it read, what it wrote, where it scrolled. */
function run(state: unknown, stored: string | null | Error) {
  const calls: string[] = [];
  const window = {
    history: {
      state,
      set scrollRestoration(mode: string) {
        calls.push(`scrollRestoration ${mode}`);
      },
      replaceState: (next: { key: string; idx?: number }) =>
        calls.push(`replaceState ${typeof next.key} ${next.key.length > 0} idx ${next.idx}`),
    },
    sessionStorage: {
      getItem: (key: string) => {
        calls.push(`getItem ${key}`);
        if (stored instanceof Error) throw stored;
        return stored;
      },
      removeItem: (key: string) => calls.push(`removeItem ${key}`),
    },
    scrollTo: (x: number, y: number) => calls.push(`scrollTo ${x} ${y}`),
  };
  new Function('window', RESTORE_SCROLL_SCRIPT)(window);
  return calls;
}

describe('the script that restores the scroll position before the first paint (issue 13)', () => {
  it('gives a history entry it has never seen a key, and does not reach for session storage', () => {
    expect(run(null, '{}')).toEqual(['replaceState string true idx 0']);
    expect(run({ idx: 0 }, '{}')).toEqual(['replaceState string true idx 0']);
  });

  it('gives a new entry the index React Router would, so that its history writes the state no second time', async () => {
    const { UNSAFE_createBrowserHistory: createBrowserHistory } = await import('react-router');
    let state: unknown = null;
    const replaced: unknown[] = [];
    const history = {
      get state() {
        return state;
      },
      replaceState(next: unknown) {
        replaced.push(next);
        state = next;
      },
    };
    new Function('window', RESTORE_SCROLL_SCRIPT)({ history, sessionStorage: {}, scrollTo: () => undefined });
    const location = { pathname: '/price', search: '', hash: '' };
    const made = createBrowserHistory({
      window: { history, location, addEventListener: () => undefined } as unknown as Window,
    });
    // the script's one write, and none by React Router's history, whose first entry is at index 0
    expect(replaced).toEqual([{ key: expect.any(String), idx: 0 }]);
    expect(made.location.pathname).toBe('/price');
  });

  it('restores the position saved under the entry’s key on a reload or a back to the page', () => {
    const stored = JSON.stringify({ abc: 1240, other: 80 });
    // and keeps it: the browser does not put back a position of its own once the page has loaded
    expect(run({ key: 'abc' }, stored)).toEqual([
      `getItem ${SCROLL_POSITIONS_KEY}`,
      'scrollRestoration manual',
      'scrollTo 0 1240',
    ]);
  });

  it('leaves the page at its top when nothing was saved for the entry', () => {
    expect(run({ key: 'abc' }, null)).toEqual([`getItem ${SCROLL_POSITIONS_KEY}`]);
    expect(run({ key: 'abc' }, JSON.stringify({ other: 80 }))).toEqual([`getItem ${SCROLL_POSITIONS_KEY}`]);
  });

  it('forgets positions it cannot read, and never throws while the document is parsed', () => {
    expect(run({ key: 'abc' }, '{not json')).toEqual([
      `getItem ${SCROLL_POSITIONS_KEY}`,
      `removeItem ${SCROLL_POSITIONS_KEY}`,
    ]);
    // storage refused (a sandboxed frame, a browser that blocks it)
    expect(run({ key: 'abc' }, new Error('SecurityError'))).toEqual([
      `getItem ${SCROLL_POSITIONS_KEY}`,
      `removeItem ${SCROLL_POSITIONS_KEY}`,
    ]);
  });

  it('can sit inside a script element: no "<" in it', () => {
    expect(RESTORE_SCROLL_SCRIPT).not.toContain('<');
  });
});
