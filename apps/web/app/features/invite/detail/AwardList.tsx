import { formatPrice, type Language, type ReferralAwardState } from '@tallybook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import type { AwardRow } from './detail-data';
import { Ltr, RowFacts, StateBadge } from './detail-parts';

const TONE: Record<ReferralAwardState, 'amber' | 'green' | 'blue' | 'grey'> = {
  pending: 'amber',
  payable: 'green',
  paying: 'blue',
  paid: 'green',
  reversed: 'grey',
};

/** When an award can be received: a date for a pending one whose order is known, else what it waits for. */
function Matures({ award, language }: { award: AwardRow; language: Language }) {
  const { t } = useTranslation('invite-detail');
  if (award.state !== 'pending') return <>{t(`awards.after.${award.state}`)}</>;
  return (
    <span data-testid="award-matures">
      {award.maturesAt
        ? t('awards.after.on', { date: formatDate(language, award.maturesAt, 'medium') })
        : t('awards.after.waiting')}
    </span>
  );
}

/**
 * The order a first-order award was earned by. A registration award names none: it was earned by
 * the friend registering, even though the server records the first order that starts its refund window.
 */
function orderFact(award: AwardRow, term: string): Array<[string, ReactNode]> {
  if (award.kind !== 'firstOrder' || !award.orderNo) return [];
  return [
    [
      term,
      <Ltr key="order" mono>
        {award.orderNo}
      </Ltr>,
    ],
  ];
}

/** The awards of award/detail: amount, kind, state, the friend (masked), the order, when earned and when receivable. */
export function AwardList({ language, awards }: { language: Language; awards: AwardRow[] }) {
  const { t } = useTranslation('invite-detail');
  return (
    <ul className="space-y-3" data-testid="award-list">
      {awards.map((award) => (
        <li
          key={award.id}
          className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          data-testid="award-row"
          data-state={award.state}
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">{t(`awards.kinds.${award.kind}`)}</p>
            <div className="shrink-0 text-end">
              <p
                className={`text-lg font-bold tabular-nums ${award.state === 'reversed' ? 'text-slate-500 line-through' : 'text-brand-900'}`}
                data-testid="award-amount"
              >
                {formatPrice(award.amountFen, language)}
              </p>
              <StateBadge tone={TONE[award.state]}>{t(`states.${award.state}`)}</StateBadge>
            </div>
          </div>
          <RowFacts
            rows={[
              [t('awards.friend'), <Ltr key="friend">{award.invitee}</Ltr>],
              ...orderFact(award, t('awards.order')),
              [t('awards.earned'), formatDate(language, award.earnedAt, 'medium')],
              [t('awards.receivable'), <Matures key="matures" award={award} language={language} />],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
