import type { HelpFeedback, HelpVote, Language } from '@tallybook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createHttpClient } from '../../lib/http';
import { LineIcon } from '../../ui/LineIcon';
import { toast } from '../../ui/Toast';

const THUMB_UP = 'M7 11v9H4v-9z M7 11l4-8a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7';
const THUMB_DOWN = 'M7 13V4H4v9z M7 13l4 8a2 2 0 0 0 3-2l-1-4h6a2 2 0 0 0 2-2l-2-7a2 2 0 0 0-2-2H7';

interface FeedbackProps {
  articleId: number;
  useful: number;
  useless: number;
  voted: HelpVote | null;
  language: Language;
}

/**
 * spec §3, §7: useful/useless feedback, one vote per visitor and article. The server counts it
 * (atomically, once) and answers the new totals; a second vote changes nothing and says so.
 */
export function FeedbackButtons({ articleId, useful, useless, voted, language }: FeedbackProps) {
  const { t } = useTranslation('help');
  const [state, setState] = useState({ useful, useless, voted });
  const [sending, setSending] = useState(false);

  const vote = async (type: HelpVote) => {
    if (sending || state.voted) return;
    setSending(true);
    const result = await createHttpClient({ language }).get<HelpFeedback>('/api/help/addUsefulOrUseless', {
      query: { id: articleId, type, lang: language },
    });
    setSending(false);
    if (!result.ok || !result.data) {
      toast.error(result.msg);
      return;
    }
    setState({ useful: result.data.useful, useless: result.data.useless, voted: result.data.voted });
    if (result.data.counted) toast.success(result.msg);
    else toast.info(result.msg);
  };

  const button = (type: HelpVote, count: number) => (
    <button
      type="button"
      onClick={() => vote(type)}
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
      <div className="mt-4 flex justify-center gap-3">
        {button('useful', state.useful)}
        {button('useless', state.useless)}
      </div>
      <p aria-live="polite" className="mt-3 min-h-5 text-sm text-slate-600">
        {state.voted ? t('article.voted') : ''}
      </p>
    </section>
  );
}
