import { formatPrice, type Language, RED_PACKET_MAX_FEN, RED_PACKET_MIN_FEN } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import type { ProgrammeTerms } from '../programme/programme';

/** The groups of rules, in the order a reader asks: what I earn, what my friend gets, how I am paid, what is refused. */
const GROUPS = [
  ['rewards', ['register', 'firstOrder', 'held', 'refund', 'cap']],
  ['friend', ['coupon', 'bind', 'oneInviter']],
  ['payment', ['redPacket', 'wechat']],
  ['refused', ['self', 'once', 'fraud']],
] as const;

export interface ProgrammeRulesProps {
  language: Language;
  terms: ProgrammeTerms;
  /** Where questions go (the support address). */
  email: string;
  /** The level of the groups' headings: 2 on the rules page, 3 inside another page's section. */
  level?: 2 | 3;
}

/**
 * A programme's rules (issue 16, decision 0044) built from its real terms (GET /recommend/terms):
 * the awards and when they become payable, the cap, the friend's coupon and bind window, red
 * packets, and what is refused. Nothing here is a number of its own.
 */
export function ProgrammeRules({ language, terms: { terms }, email, level = 2 }: ProgrammeRulesProps) {
  const { t } = useTranslation('invite-terms');
  const money = (fen: number) => formatPrice(fen, language);
  const days = (count: number) => t('units.days', { count });
  const values: Record<string, Record<string, string>> = {
    register: { amount: money(terms.registerAwardFen) },
    firstOrder: { amount: money(terms.firstOrderAwardFen) },
    held: { period: days(terms.refundWindowDays) },
    cap: { friends: t('units.friends', { count: terms.inviterCap }), period: days(terms.capPeriodDays) },
    coupon: {
      value: money(terms.inviteeCoupon.valueFen),
      minSpend: money(terms.inviteeCoupon.minSpendFen),
      period: days(terms.inviteeCoupon.validDays),
    },
    bind: { period: t('units.hours', { count: terms.bindWindowHours }) },
    redPacket: { min: money(RED_PACKET_MIN_FEN), max: money(RED_PACKET_MAX_FEN) },
  };
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-8" data-testid="programme-rules">
      {GROUPS.map(([group, rules]) => (
        <section key={group} aria-labelledby={`rules-${group}`} data-testid={`rules-${group}`}>
          <Heading id={`rules-${group}`} className="text-xl font-bold text-brand-900">
            {t(`groups.${group}`)}
          </Heading>
          <ul className="mt-3 space-y-2 text-slate-700">
            {rules.map((rule) => (
              <li key={rule} className="flex gap-3" data-testid={`rule-${rule}`}>
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-500" />
                <span>{t(`rules.${rule}`, values[rule] ?? {})}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-slate-700">
        {t('rules.questions')}{' '}
        <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-brand-700 underline">
          {email}
        </a>
      </p>
    </div>
  );
}
