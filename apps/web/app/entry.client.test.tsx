import { afterEach, describe, expect, it, vi } from 'vitest';

const hydrateRoot = vi.fn();
vi.mock('react-dom/client', () => ({ hydrateRoot }));
vi.mock('react-router/dom', () => ({ HydratedRouter: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client entry (issue 13)', () => {
  it('hydrates the document in a task after the one that evaluates React DOM', async () => {
    const tasks: Array<() => void> = [];
    const document = {};
    vi.stubGlobal('document', document);
    vi.stubGlobal('setTimeout', (task: () => void) => tasks.push(task));
    await import('./entry.client');
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(hydrateRoot).toHaveBeenCalledTimes(1);
    expect(hydrateRoot.mock.calls[0]?.[0]).toBe(document);
  });
});
