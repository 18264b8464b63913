import { formatPrice, type Language } from '@tallybook/domain';

/** What an inviter's invitations brought in one programme (recommend/inviter/total). */
export interface ProgrammeTotalsData {
  invitedCount: number;
  paidFriendsCount: number;
  totalAwardFen: number;
}

/**
 * The three totals of an invite programme: friends registered, friends who paid, rewards earned. On a
 * phone the two counts share a row and the amount takes the next one whole: a third of a phone's width
 * cannot hold an amount such as ¥1,234.56 in the totals' type, in any of the site's languages.
 * `testId` prefixes each figure's test id (`total` gives total-invited, total-paid-friends, total-earned).
 */
export function ProgrammeTotals({
  total,
  language,
  labels,
  testId,
}: {
  total: ProgrammeTotalsData;
  language: Language;
  labels: { invited: string; paidFriends: string; earned: string };
  testId: string;
}) {
  const figures = [
    ['invited', 'invited', String(total.invitedCount), ''],
    ['paidFriends', 'paid-friends', String(total.paidFriendsCount), ''],
    ['earned', 'earned', formatPrice(total.totalAwardFen, language), 'col-span-2 sm:col-span-1'],
  ] as const;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 text-center sm:grid-cols-3">
      {figures.map(([key, id, value, span]) => (
        <div key={key} className={`rounded-lg bg-white p-3 ring-1 ring-slate-200 ${span}`.trimEnd()}>
          <dt className="text-sm text-slate-600">{labels[key]}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums" data-testid={`${testId}-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
