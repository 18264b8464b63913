import type { UserInfo } from '@tallybook/domain';
import type { HttpClient } from './http';

/** Who is looking at a page: the logged-in user's masked phone (spec §3 phoneHide), or null for a visitor. */
export interface Viewer {
  phoneHide: string;
}

export async function fetchViewer(api: HttpClient): Promise<Viewer | null> {
  const user = await api.get<UserInfo>('/webzhj/info');
  // spec §4: 101/401 means not logged in; any other failure is treated the same, the page stays public
  return user.ok && user.data ? { phoneHide: user.data.phoneHide } : null;
}
