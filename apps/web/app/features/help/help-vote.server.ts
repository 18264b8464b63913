import { HELP_VOTES, type HelpFeedback, type HelpVote, type Language, message } from '@tallybook/domain';
import { createHttpClient, type FetchLike } from '../../lib/http';
import { type HelpVoteResult, VOTE_FIELD } from './help-vote';

const isVote = (value: unknown): value is HelpVote => HELP_VOTES.includes(value as HelpVote);

/**
 * spec §3, §7: a useful/useless vote on a help article, as the article page's action. The server
 * calls with the visitor's cookies (its visitor id comes with the page view), so one vote per
 * visitor and article still holds; the buttons work before hydration too.
 */
export async function voteOnArticle(
  form: FormData,
  articleId: string,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<HelpVoteResult> {
  const type = form.get(VOTE_FIELD);
  if (!isVote(type) || !/^\d{1,10}$/.test(articleId)) {
    return { ok: false, msg: message(language, 'requestError', { status: 400 }) };
  }
  const result = await createHttpClient({ language, fetch }).get<HelpFeedback>('/api/help/addUsefulOrUseless', {
    query: { id: articleId, type, lang: language },
  });
  if (!result.ok || !result.data) return { ok: false, msg: result.msg };
  return { ok: true, msg: result.msg, feedback: result.data };
}
