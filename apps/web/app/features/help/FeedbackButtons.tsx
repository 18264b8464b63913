import type { HelpVote } from '@tallybook/domain';
import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { LineIcon } from '../../ui/LineIcon';
import { toast } from '../../ui/Toast';
import { type HelpVoteResult, VOTE_FIELD } from './help-vote';

const THUMB_UP = 'M7 11v9H4v-9z M7 11l4-8a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7';
const THUMB_DOWN = 'M7 13V4H4v9z M7 13l4 8a2 2 0 0 0 3-2l-1-4h6a2 2 0 0 0 2-2l-2-7a2 2 0 0 0-2-2H7';

interface FeedbackProps {
  useful: number;
  useless: number;
  voted: HelpVote | null;
}

/**
 * spec §3, §7: useful/useless feedback, one vote per visitor and article. The server counts it
 * (atomically, once) and answers the new totals; a second vote changes nothing and says so.
 */
export function FeedbackButtons({ useful, useless, voted }: FeedbackProps) {
  const { t } = useTranslation('help');
  // the article page's action counts the vote (decision 0022); before hydration the buttons post
  // the form natively and the answer comes back as the page's action data
  const fetcher = useFetcher<HelpVoteResult>();
  const posted = useActionData<HelpVoteResult>();
  const answer = fetcher.data ?? posted;
  const sending = fetcher.state !== 'idle';
  const counted = answer?.ok ? answer.feedback : null;
  const state = counted
    ? { useful: counted.useful, useless: counted.useless, voted: counted.voted }
    : { useful, useless, voted };

  // each answer is told once, however often the page renders afterwards
  const told = useRef<HelpVoteResult | undefined>(undefined);
  useEffect(() => {
    if (!answer || sending || told.current === answer) return;
    told.current = answer;
    if (!answer.ok) toast.error(answer.msg);
    else if (answer.feedback.counted) toast.success(answer.msg);
    else toast.info(answer.msg);
  }, [answer, sending]);

  const button = (type: HelpVote, count: number) => (
    <button
      type="submit"
      name={VOTE_FIELD}
      value={type}
      disabled={sending || state.voted !== null}
      aria-pressed={state.voted === type}
      data-testid={`vote-${type}`}
      className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold ring-1 ring-slate-300 enabled:hover:bg-brand-50 disabled:cursor-default aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600 disabled:aria-[pressed=false]:text-slate-500"
    >
      <LineIcon path={type === 'useful' ? THUMB_UP : THUMB_DOWN} className="size-4" />
      {t(`article.${type}`, { count })}
    </button>
  );

  return (
    <section aria-labelledby="feedback-title" className="mt-10 rounded-xl bg-slate-50 p-6 text-center">
      <h2 id="feedback-title" className="font-semibold text-slate-900">
        {t('article.helpful')}
      </h2>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap justify-center gap-3">
        {button('useful', state.useful)}
        {button('useless', state.useless)}
      </fetcher.Form>
      <p aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-600">
        {state.voted ? t('article.voted') : ''}
      </p>
    </section>
  );
}
