import { type Language, message, type PromoterJoined } from '@tallybook/domain';
import { createHttpClient, type FetchLike } from '../../lib/http';
import { JOIN_PROMOTER, type JoinPromoterResult } from './promoter-form';

/**
 * Joining as a promoter (POST /promoter/pc/add), as the personal centre's action: the form posts a
 * nickname, the server calls with the visitor's cookies, and the page loads again with the
 * promoter's referral code. Works before the page's scripts have loaded.
 */
export async function joinPromoter(
  form: FormData,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<JoinPromoterResult> {
  const nickname = String(form.get('nickname') ?? '');
  // spec §5: nickname cannot be empty
  if (!nickname.trim()) return { intent: JOIN_PROMOTER, ok: false, problem: message(language, 'nicknameEmpty') };
  const result = await createHttpClient({ language, fetch }).post<PromoterJoined>('/promoter/pc/add', { nickname });
  if (!result.ok || !result.data) return { intent: JOIN_PROMOTER, ok: false, problem: result.msg };
  return { intent: JOIN_PROMOTER, ok: true, msg: result.msg || message(language, 'promoterJoined') };
}
