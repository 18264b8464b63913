import { redirect } from 'react-router';
import { loginHref } from '../../lib/login-link';
import type { MallApi } from './mall-api';

/** The order pages are a logged-in user's: a visitor logs in first and comes back to the same address. */
export async function requireLogin(api: MallApi, url: URL): Promise<void> {
  const me = await api.me();
  if (!me.ok) throw redirect(loginHref(`${url.pathname}${url.search}`));
}
