import { type Language, message } from '@tallybook/domain';
import { data } from 'react-router';
import { createHttpClient, type FetchLike } from '../../lib/http';
import { ACCOUNT_CALLS, type AccountCallResult, isAccountCallIntent } from './account-call';

/**
 * An account form's call, as its page's action: the browser posted the body it made (password
 * transformed, attribution added), the server sends it with the visitor's cookies and address, and
 * the answer goes back with the cookies it set (the session of a login), so the browser keeps them.
 * The identity calls check every field again; this only picks the call.
 */
export async function accountCall(posted: unknown, language: Language, fetch: FetchLike | undefined) {
  const { intent, body } = (posted ?? {}) as Record<string, unknown>;
  if (!isAccountCallIntent(intent) || !body || typeof body !== 'object' || Array.isArray(body)) {
    return data<AccountCallResult | { intent: null; ok: false; msg: string }>(
      { intent: null, ok: false, msg: message(language, 'requestError', { status: 400 }) },
      { status: 400 },
    );
  }
  const result = await createHttpClient({ language, fetch }).post<AccountCallResult['data']>(
    ACCOUNT_CALLS[intent],
    body,
  );
  const headers = new Headers();
  for (const cookie of result.setCookies ?? []) headers.append('set-cookie', cookie);
  const answer: AccountCallResult = { intent, ok: result.ok, code: result.code, msg: result.msg, data: result.data };
  return data<AccountCallResult | { intent: null; ok: false; msg: string }>(answer, { headers });
}
