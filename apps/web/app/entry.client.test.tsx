import { afterEach, describe, expect, it, vi } from 'vitest';

const hydrateRoot = vi.fn();
let routerMade: () => void = () => undefined;
const routerAhead = vi.fn(
  () =>
    new Promise<void>((resolve) => {
      routerMade = resolve;
    }),
);
const reactDomClient = vi.fn(() => ({ hydrateRoot }));
vi.mock('virtual:tallybook/react-dom-client', () => ({ reactDomClient }));
vi.mock('react-router/dom', () => ({ HydratedRouter: () => null }));
vi.mock('virtual:tallybook/router-ahead', () => ({ routerAhead }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client entry (issue 13)', () => {
  it('makes the router in a task after the one that evaluates the entry, starts React DOM in the next, and hydrates in a task after that', async () => {
    const tasks: Array<() => void> = [];
    const document = {};
    vi.stubGlobal('document', document);
    vi.stubGlobal('setTimeout', (task: () => void) => tasks.push(task));
    await import('./entry.client');
    expect(routerAhead).not.toHaveBeenCalled();
    // React DOM's client is not started while the entry is evaluated (decision 0077)
    expect(reactDomClient).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);

    tasks.shift()?.();
    expect(routerAhead).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    // no hydration while the router is being made
    expect(tasks).toHaveLength(0);
    expect(hydrateRoot).not.toHaveBeenCalled();

    expect(reactDomClient).not.toHaveBeenCalled();

    routerMade();
    // (not vi.waitFor: its polling would go through the stubbed setTimeout)
    for (let turn = 0; turn < 5 && tasks.length === 0; turn++) await Promise.resolve();
    expect(tasks).toHaveLength(1);
    expect(reactDomClient).not.toHaveBeenCalled();
    // React DOM starts in a task of its own, with nothing else in it
    tasks.shift()?.();
    expect(reactDomClient).toHaveBeenCalledTimes(1);
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(hydrateRoot.mock.calls[0]?.[0]).toBe(document);
  });
});
