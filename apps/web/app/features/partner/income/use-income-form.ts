import { useActionData, useFetcher } from 'react-router';
import type { IncomeFormAnswer, IncomeIntent } from './income-forms';

/**
 * A form of the income screen posting to its action (decision 0022) through a fetcher: its answer
 * is the fetcher's, or the action data of a post made before the scripts ran (or without them),
 * when that post was one of this form's `intents`. While a post is under way there is no answer.
 */
export function useIncomeForm(intents: readonly IncomeIntent[]) {
  const fetcher = useFetcher<IncomeFormAnswer>();
  const posted = useActionData<IncomeFormAnswer | undefined>();
  const busy = fetcher.state !== 'idle';
  const mine = posted && intents.includes(posted.intent) ? posted : undefined;
  /** The last answer, kept while the next post is under way. */
  const latest = fetcher.data ?? mine;
  return { fetcher, busy, answer: busy ? undefined : latest, latest };
}

/** The server's message of a refused post, or ''. */
export const problemOf = (answer: IncomeFormAnswer | undefined): string => (answer && !answer.ok ? answer.problem : '');
