import { emailProblem, type Language, message } from '@tallybook/domain';
import { createHttpClient, type FetchLike } from '../lib/http';
import { SUBSCRIBE, SUBSCRIBE_ORIGIN, SUBSCRIBE_PATH, type SubscribeResult } from './subscribe';

/**
 * The footer's subscription, as the layout's action (spec §5): empty gives 邮箱不能为空, a bad
 * format 邮箱格式不正确, success 提交成功, a server failure the server's message, each in the
 * visitor's language. The form posts a named field, so it works before the page's scripts load.
 */
export async function subscribe(
  form: FormData,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<SubscribeResult> {
  const posted = form.get('email');
  const email = typeof posted === 'string' ? posted.trim() : '';
  const problem = emailProblem(email);
  if (problem) return { intent: SUBSCRIBE, ok: false, text: message(language, problem) };
  const result = await createHttpClient({ language, fetch }).post(SUBSCRIBE_PATH, { email, origin: SUBSCRIBE_ORIGIN });
  return { intent: SUBSCRIBE, ok: result.ok, text: result.ok ? message(language, 'submitted') : result.msg };
}
