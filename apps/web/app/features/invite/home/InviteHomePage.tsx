import { type AwardBalances, formatPrice, type InviterTotals, type Language } from '@tallybook/domain';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Qr } from '../../../ui/Qr';
import { ProgrammeBalances, ProgrammeTotals } from '../programme/ProgrammeFigures';
import {
  type InviteHomeFormResult,
  type InviteInfo,
  type PayIndex,
  SEND_RED_PACKET,
  SET_NOTICE,
  type TickerEntry,
} from './invite-home-data';

export interface InviteHomePageProps {
  language: Language;
  info: InviteInfo;
  total: InviterTotals;
  award: AwardBalances;
  ticker: TickerEntry[];
  /** What a red packet would pay now (null: unknown, the button stays and the server answers a press). */
  payIndex: PayIndex | null;
}

/** Why no red packet can be taken now, in the order a user meets them; undefined: one can. */
export function redPacketBlock(index: PayIndex): 'nothingPayable' | 'belowMinimum' | 'needsWechat' | undefined {
  if (index.payableFen <= 0) return 'nothingPayable';
  if (index.nextPacketFen <= 0) return 'belowMinimum';
  if (!index.wechatBound) return 'needsWechat';
  return undefined;
}

function Answer({ result, intent }: { result: InviteHomeFormResult | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`mt-2 text-sm ${result.ok ? 'text-emerald-700' : 'text-red-700'}`}
      data-testid={`answer-${intent}`}
    >
      {result.ok ? result.msg : result.problem}
    </p>
  );
}

/** /invite: the logged-in user's invitation (code, link, QR), what it brought, and its awards. */
export function InviteHomePage({ language, info, total, award, ticker, payIndex }: InviteHomePageProps) {
  const { t } = useTranslation('invite-home');
  // each form its own fetcher (as the partner's screens do); without JavaScript they post as plain forms
  const notice = useFetcher<InviteHomeFormResult>();
  const packet = useFetcher<InviteHomeFormResult>();
  const money = (fen: number) => formatPrice(fen, language);
  const block = payIndex ? redPacketBlock(payIndex) : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('subtitle')}</p>
      {!info.enabled && (
        <p
          role="note"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
          data-testid="invite-off"
        >
          {t('off')}
        </p>
      )}

      <section
        aria-labelledby="my-invite"
        className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200"
        data-testid="my-invite"
      >
        <h2 id="my-invite" className="text-lg font-semibold text-slate-900">
          {t('link.title')}
        </h2>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row">
          <div className="shrink-0">
            <Qr value={info.inviteUrl} title={t('link.qr')} />
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-slate-600">{t('link.code')}</p>
            <p
              dir="ltr"
              className="font-mono text-xl font-bold tracking-widest text-slate-900 text-start"
              data-testid="invite-code"
            >
              {info.code}
            </p>
            <p className="mt-3 text-sm text-slate-600">{t('link.url')}</p>
            <p
              dir="ltr"
              className="break-all rounded-md bg-slate-50 px-2 py-1 font-mono text-sm text-slate-800 ring-1 ring-slate-200"
              data-testid="invite-url"
            >
              {info.inviteUrl}
            </p>
            <div className="mt-2">
              <CopyButton text={info.inviteUrl} label={t('link.url')} namespace="invite-home" />
            </div>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link to="/invite/share-product" className="font-semibold text-brand-700 underline">
                {t('link.poster')}
              </Link>
              <Link to="/invite/xh-share" className="font-semibold text-brand-700 underline">
                {t('link.xh')}
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="my-totals" className="mt-6" data-testid="invite-totals">
        <h2 id="my-totals" className="text-lg font-semibold text-slate-900">
          {t('totals.title')}
        </h2>
        <ProgrammeTotals
          total={total}
          language={language}
          labels={{ invited: t('totals.invited'), paidFriends: t('totals.paidFriends'), earned: t('totals.earned') }}
          testId="total"
        />
      </section>

      <section aria-labelledby="my-awards" className="mt-6" data-testid="invite-awards">
        <h2 id="my-awards" className="text-lg font-semibold text-slate-900">
          {t('awards.title')}
        </h2>
        <ProgrammeBalances
          balances={award}
          language={language}
          label={(key) => t(`awards.${key}`)}
          testId="award"
          className="mt-3"
        />
        <p className="mt-2 text-sm text-slate-600">{t('awards.pendingHint')}</p>
        <packet.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={SEND_RED_PACKET} />
          <button
            type="submit"
            disabled={packet.state !== 'idle' || block !== undefined}
            aria-describedby={block ? 'red-packet-hint' : undefined}
            className={buttonStyle({})}
            data-testid="send-red-packet"
          >
            {payIndex && !block
              ? t('awards.redPacketAmount', { amount: money(payIndex.nextPacketFen) })
              : t('awards.redPacket')}
          </button>
          {payIndex && block && (
            <p id="red-packet-hint" className="mt-2 text-sm text-slate-600" data-testid="red-packet-hint">
              {t(`awards.${block}`, { min: money(payIndex.minPacketFen), amount: money(payIndex.payableFen) })}
              {block === 'needsWechat' && (
                <>
                  {' '}
                  <Link to="/account#official-account-title" className="text-brand-700 underline">
                    {t('awards.followWechat')}
                  </Link>
                </>
              )}
            </p>
          )}
          <Answer result={packet.data} intent={SEND_RED_PACKET} />
        </packet.Form>
        <p className="mt-3">
          <Link to="/invite/detail" className="text-brand-700 underline">
            {t('awards.detail')}
          </Link>
          <span className="mx-2 text-slate-400" aria-hidden="true">
            ·
          </span>
          <Link to="/invite/rule" className="text-brand-700 underline">
            {t('awards.rules')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="my-notice" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="my-notice" className="text-lg font-semibold text-slate-900">
          {t('notice.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="notice-state">
          {info.notice ? t('notice.on') : t('notice.off')}
        </p>
        <notice.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value={SET_NOTICE} />
          <input type="hidden" name="notice" value={info.notice ? 'false' : 'true'} />
          <button
            type="submit"
            disabled={notice.state !== 'idle'}
            className={buttonStyle({ variant: 'outline', size: 'sm' })}
            data-testid="toggle-notice"
          >
            {info.notice ? t('notice.turnOff') : t('notice.turnOn')}
          </button>
          <Answer result={notice.data} intent={SET_NOTICE} />
        </notice.Form>
      </section>

      <section aria-labelledby="ticker" className="mt-6" data-testid="award-ticker">
        <h2 id="ticker" className="text-lg font-semibold text-slate-900">
          {t('ticker.title')}
        </h2>
        {ticker.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('ticker.empty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg bg-white ring-1 ring-slate-200">
            {ticker.map((entry) => (
              <li key={`${entry.name}-${entry.at}-${entry.kind}`} className="px-3 py-2 text-sm text-slate-700">
                {t(`ticker.${entry.kind === 'firstOrder' ? 'firstOrder' : 'register'}`, {
                  // the masked phone kept in its own direction inside an Arabic sentence (left-to-right isolate: a masked phone has no strong letter)
                  name: `\u2066${entry.name}\u2069`,
                  amount: money(entry.amountFen),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
