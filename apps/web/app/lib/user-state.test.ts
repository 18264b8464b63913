import type { UserInfo } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type FetchLike } from './http';
import { CACHED_ORDER_KEY, CACHED_USER_KEY, createUserState } from './user-state';

const user: UserInfo = {
  phone: '13912345678',
  phoneHide: '139****5678',
  kdUid: 'u1',
  kdToken: 'a'.repeat(64),
  nickname: null,
  userType: 0,
  isXHBuyout: false,
  isZHJBuyout: false,
  licences: [],
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const answering = (body: unknown, status = 200) => {
  const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify(body), { status }));
  return { fetch, client: createHttpClient({ language: 'en-US', fetch }) };
};

describe('the user state (spec §4 Login state)', () => {
  it('loads the user at start-up only when a cached user exists, or when forced', async () => {
    const storage = memoryStorage();
    const state = createUserState(() => storage);
    const { fetch, client } = answering({ code: 200, data: user, msg: 'ok' });
    expect(await state.load(client)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(await state.load(client, { force: true })).toEqual(user);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('/webzhj/info');
  });

  it('records a successful load: the state, and the cached user without its bearer token', async () => {
    const storage = memoryStorage({ [CACHED_USER_KEY]: '{}' });
    const state = createUserState(() => storage);
    const listener = vi.fn();
    state.subscribe(listener);
    await state.load(answering({ code: 200, data: user, msg: 'ok' }).client);
    expect(state.current()).toEqual(user);
    expect(listener).toHaveBeenCalled();
    const cached = JSON.parse(storage.getItem(CACHED_USER_KEY) ?? '{}');
    expect(cached).toMatchObject({ phone: user.phone, kdUid: 'u1' });
    expect(cached).not.toHaveProperty('kdToken');
  });

  it.each([
    ['code 101', { code: 101, data: null, msg: 'not logged in' }, 200],
    ['code 401', { code: 401, data: null, msg: 'not logged in' }, 401],
  ])('clears the state, the cached user and the cached order on %s', async (_name, body, status) => {
    const storage = memoryStorage({ [CACHED_USER_KEY]: '{"phone":"1"}', [CACHED_ORDER_KEY]: '{"orderNo":"A1"}' });
    const state = createUserState(() => storage);
    state.remember(user);
    expect(await state.load(answering(body, status).client)).toBeNull();
    expect(state.current()).toBeNull();
    expect(storage.map.has(CACHED_USER_KEY)).toBe(false);
    expect(storage.map.has(CACHED_ORDER_KEY)).toBe(false);
  });

  it('keeps everything when the load fails for another reason (a server error, no network)', async () => {
    const storage = memoryStorage({ [CACHED_ORDER_KEY]: '{"orderNo":"A1"}' });
    const state = createUserState(() => storage);
    state.remember(user);
    expect(await state.load(answering({ code: 500, data: null, msg: 'boom' }, 500).client)).toEqual(user);
    const offline = createHttpClient({
      language: 'en-US',
      fetch: async () => {
        throw new TypeError('offline');
      },
    });
    expect(await state.load(offline)).toEqual(user);
    expect(storage.map.has(CACHED_USER_KEY)).toBe(true);
    expect(storage.map.has(CACHED_ORDER_KEY)).toBe(true);
  });

  it('forgets the user on logout', () => {
    const storage = memoryStorage({ [CACHED_ORDER_KEY]: 'x' });
    const state = createUserState(() => storage);
    state.remember(user);
    state.forget();
    expect(state.current()).toBeNull();
    expect([...storage.map.keys()]).toEqual([]);
  });
});
