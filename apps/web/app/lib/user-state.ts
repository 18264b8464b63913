import type { UserInfo } from '@tallybook/domain';
import { useSyncExternalStore } from 'react';
import type { HttpClient } from './http';

/**
 * spec §4 Login state: the logged-in user as the web app knows it, kept in memory and cached in
 * local storage. At start-up the user is loaded when a cached record exists (or the caller forces
 * it); user info answered with code 101 or 401 clears the state, the cached user and the cached order.
 */
export const CACHED_USER_KEY = 'tb_user';
/** The order in progress a page may cache; it belongs to the user and goes with them. */
export const CACHED_ORDER_KEY = 'tb_order';
/** spec §4, §8: user info answered with these codes means not logged in (or the session timed out). */
export const LOGGED_OUT_CODES: readonly number[] = [101, 401];

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface UserState {
  current(): UserInfo | null;
  subscribe(listener: () => void): () => void;
  /** A successful login or user-info load: the state and the cached user. */
  remember(user: UserInfo): void;
  /** Logged out (or found not logged in): the state, the cached user and the cached order go. */
  forget(): void;
  /** Loads the user info when a cached user exists or `force` is set; answers the user, or null. */
  load(client: HttpClient, options?: { force?: boolean }): Promise<UserInfo | null>;
}

export function createUserState(storage: () => StorageLike | null): UserState {
  let user: UserInfo | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const state: UserState = {
    current: () => user,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    remember(next) {
      user = next;
      // The kdToken is a bearer credential: it stays in memory, never in storage scripts can read later.
      const { kdToken: _kdToken, ...cached } = next;
      storage()?.setItem(CACHED_USER_KEY, JSON.stringify(cached));
      changed();
    },
    forget() {
      user = null;
      storage()?.removeItem(CACHED_USER_KEY);
      storage()?.removeItem(CACHED_ORDER_KEY);
      changed();
    },
    async load(client, options = {}) {
      if (!options.force && !storage()?.getItem(CACHED_USER_KEY)) return user;
      const result = await client.get<UserInfo>('/webzhj/info');
      if (result.ok && result.data) {
        state.remember(result.data);
        return result.data;
      }
      if (LOGGED_OUT_CODES.includes(result.code ?? result.status)) state.forget();
      // Any other failure (offline, a timeout) says nothing about the login: the state stays.
      return user;
    },
  };
  return state;
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's one user state. */
export const userState = createUserState(browserStorage);

/** The logged-in user as this page knows it (null on the server and before a load). */
export function useCurrentUser(): UserInfo | null {
  return useSyncExternalStore(userState.subscribe, userState.current, () => null);
}
