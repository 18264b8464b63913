import { type AwardBalances, formatPrice, type InviterTotals, type Language } from '@tallybook/domain';

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
  total: InviterTotals;
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

/** The four balances of an inviter's rewards shown, in the order they move (their sum, totalFen, is not). */
export const BALANCE_KEYS = [
  'pendingFen',
  'payableFen',
  'payingFen',
  'paidFen',
] as const satisfies readonly (keyof AwardBalances)[];
export type BalanceKey = (typeof BALANCE_KEYS)[number];

/**
 * An inviter's rewards by state: pending, ready, being paid, paid. Two to a row on a phone, four from
 * the small breakpoint, in type that fits six figures and the currency in each card in every language
 * (a quarter of the invite area's width on a desktop, half a phone's). `testId` prefixes each figure's
 * test id with its key (`award` gives award-pendingFen); `label` words a balance as the page's catalogue does.
 */
export function ProgrammeBalances({
  balances,
  language,
  label,
  testId,
  className = '',
}: {
  balances: Pick<AwardBalances, BalanceKey>;
  language: Language;
  label: (key: BalanceKey) => string;
  testId: string;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${className}`.trimEnd()}>
      {BALANCE_KEYS.map((key) => (
        <div key={key} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{label(key)}</dt>
          <dd className="text-base font-bold text-slate-900 tabular-nums" data-testid={`${testId}-${key}`}>
            {formatPrice(balances[key], language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
