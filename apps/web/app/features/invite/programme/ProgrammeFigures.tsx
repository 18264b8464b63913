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

/** The four balances of an inviter's rewards in one programme (recommend/award), in the order they move. */
export const BALANCE_KEYS = ['pendingFen', 'payableFen', 'payingFen', 'paidFen'] as const;
export type BalanceKey = (typeof BALANCE_KEYS)[number];

/**
 * An inviter's rewards by state: pending, ready, being paid, paid. Two to a row on a phone, four from
 * the small breakpoint, in type that fits six figures and the currency in each card in every language
 * (a quarter of the invite area's width on a desktop, half a phone's). `testId` prefixes each figure's
 * test id with its key (`award` gives award-pendingFen).
 */
export function ProgrammeBalances({
  balances,
  language,
  labels,
  testId,
  className = '',
}: {
  balances: Record<BalanceKey, number>;
  language: Language;
  labels: Record<BalanceKey, string>;
  testId: string;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${className}`.trimEnd()}>
      {BALANCE_KEYS.map((key) => (
        <div key={key} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{labels[key]}</dt>
          <dd className="text-base font-bold text-slate-900 tabular-nums" data-testid={`${testId}-${key}`}>
            {formatPrice(balances[key], language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Each balance's label, as a page's catalogue words it. */
export function balanceLabels(label: (key: BalanceKey) => string): Record<BalanceKey, string> {
  return Object.fromEntries(BALANCE_KEYS.map((key) => [key, label(key)])) as Record<BalanceKey, string>;
}
