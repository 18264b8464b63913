import {
  BUSINESS_HOURS,
  FREE_TRIAL_DAYS,
  formatPrice,
  type Language,
  RED_PACKET_MAX_FEN,
  RED_PACKET_MIN_FEN,
  SUPPORT_EMAIL,
  TRIAL_DATA_RETENTION_DAYS,
} from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { CallToAction } from '../../../ui/CallToAction';
import { IconTile } from '../../../ui/IconTile';
import { NumberedSteps } from '../../../ui/NumberedSteps';
import type { ProgrammeTerms } from '../programme/programme';
import { ProgrammeRules } from '../rules/ProgrammeRules';

export interface InviteIntroPageProps {
  language: Language;
  /** The main programme's terms (GET /recommend/terms): every amount on the page is theirs. */
  terms: ProgrammeTerms;
  /** The logged-in user's masked phone; null for a visitor. */
  phoneHide: string | null;
}

/** Where a visitor logs in or registers to invite: its own invitation, /invite. */
const HOME = '/invite';

const STEPS = ['link', 'share', 'join', 'reward'] as const;

const INVITEE_GETS = [
  { key: 'trial', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2' },
  { key: 'coupon', icon: 'M3 8V6h18v2a2 2 0 0 0 0 4v2H3v-2a2 2 0 0 0 0-4z M3 14v4h18v-4 M10 6v12' },
  {
    key: 'data',
    icon: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  },
  { key: 'help', icon: 'M21 12a9 9 0 1 1-4-7.5L21 3v6h-6 M12 8v5 M12 16h.01' },
] as const;

const REWARD_PAYMENTS = [
  { key: 'details', icon: 'M8 6h13 M8 12h13 M8 18h13 M3 6h.01 M3 12h.01 M3 18h.01' },
  { key: 'redPacket', icon: 'M4 3h16v18H4z M4 9l8 5 8-5 M12 14v3' },
  { key: 'amounts', icon: 'M12 2v20 M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6' },
] as const;

type Values = Record<string, string | number>;

/** The page's numbers: the trial and support hours of spec §1, the rest from the programme's terms. */
function useValues(language: Language, { terms }: ProgrammeTerms): Values {
  const { t } = useTranslation('invite-terms');
  const money = (fen: number) => formatPrice(fen, language);
  return {
    days: FREE_TRIAL_DAYS,
    retention: TRIAL_DATA_RETENTION_DAYS,
    opens: BUSINESS_HOURS.opens,
    closes: BUSINESS_HOURS.closes,
    register: money(terms.registerAwardFen),
    firstOrder: money(terms.firstOrderAwardFen),
    coupon: money(terms.inviteeCoupon.valueFen),
    value: money(terms.inviteeCoupon.valueFen),
    minSpend: money(terms.inviteeCoupon.minSpendFen),
    min: money(RED_PACKET_MIN_FEN),
    max: money(RED_PACKET_MAX_FEN),
    // two different periods, each in its own group of cards
    couponPeriod: t('units.days', { count: terms.inviteeCoupon.validDays }),
    refundPeriod: t('units.days', { count: terms.refundWindowDays }),
  };
}

const LINKS = {
  login: `/login?${new URLSearchParams({ next: HOME })}`,
  register: `/login?${new URLSearchParams({ register: '1', next: HOME })}`,
};

function Actions({ phoneHide, tone }: { phoneHide: string | null; tone: 'light' | 'dark' }) {
  const { t } = useTranslation('invite');
  const links = LINKS;
  const primary =
    tone === 'dark'
      ? 'bg-accent-400 text-brand-900 hover:bg-accent-500 focus-visible:outline-white!'
      : 'bg-brand-600 text-white hover:bg-brand-700';
  const secondary =
    tone === 'dark'
      ? 'text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-white!'
      : 'bg-white text-brand-700 ring-1 ring-brand-100 hover:ring-brand-500';
  if (phoneHide) {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <p data-testid="logged-in">{t('hero.loggedIn', { phone: phoneHide })}</p>
        <Link to={HOME} className={`rounded-lg px-5 py-3 font-semibold shadow ${primary}`}>
          {t('hero.mine')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        to={links.login}
        className={`rounded-lg px-5 py-3 font-semibold shadow ${primary}`}
        data-track="invite.login"
      >
        {t('hero.login')}
      </Link>
      <Link
        to={links.register}
        className={`rounded-lg px-5 py-3 font-semibold ${secondary}`}
        data-track="invite.register"
      >
        {t('hero.register')}
      </Link>
    </div>
  );
}

function Steps({ values }: { values: Values }) {
  const { t } = useTranslation('invite');
  return (
    <section aria-labelledby="invite-steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="invite-steps-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('steps.title')}
      </h2>
      <p className="mt-3 text-lg text-slate-600">{t('steps.subtitle')}</p>
      <NumberedSteps
        columns="sm:grid-cols-2 lg:grid-cols-4"
        testId="invite-steps"
        steps={STEPS.map((step) => ({
          key: step,
          title: t(`steps.${step}.title`),
          body: t(`steps.${step}.body`, values),
        }))}
      />
    </section>
  );
}

function IconCards({
  id,
  items,
  group,
  values,
}: {
  id: string;
  items: ReadonlyArray<{ key: string; icon: string }>;
  group: 'invitee' | 'rewards';
  values: (key: string) => Values;
}) {
  const { t } = useTranslation('invite');
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-brand-900">
        {t(`${group}.title`)}
      </h2>
      <div
        className={`mt-10 grid gap-6 ${items.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'}`}
        data-testid={id}
      >
        {items.map(({ key, icon }) => (
          <article key={key} className="flex gap-4">
            <IconTile path={icon} />
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{t(`${group}.${key}.title`, values(key))}</h3>
              <p className="mt-2 text-slate-600">{t(`${group}.${key}.body`, values(key))}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

/**
 * /invite-intro (spec §1, §2, issue 16): the invite-and-reward programme explained with its real
 * terms — how inviting works, what the friend gets, how rewards are paid and the rules — and the
 * way in: logging in (or registering) leads to the user's own invitation, /invite.
 */
export function InviteIntroPage({ language, terms, phoneHide }: InviteIntroPageProps) {
  const { t } = useTranslation('invite');
  const values = useValues(language, terms);
  // a card's period is the one its text speaks of
  const valuesOf = (key: string): Values => ({
    ...values,
    period: (key === 'coupon' ? values.couponPeriod : values.refundPeriod) ?? '',
  });
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 lg:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600" data-testid="intro-subtitle">
            {t('hero.subtitle', values)}
          </p>
          <div className="mt-8 text-slate-700">
            <Actions phoneHide={phoneHide} tone="light" />
          </div>
        </div>
      </section>
      <Steps values={values} />
      <div className="bg-slate-50">
        <IconCards id="invitee-gets" items={INVITEE_GETS} group="invitee" values={valuesOf} />
      </div>
      <IconCards id="reward-payments" items={REWARD_PAYMENTS} group="rewards" values={valuesOf} />
      <section
        id="rules"
        aria-labelledby="invite-rules-title"
        className="mx-auto max-w-6xl scroll-mt-8 px-4 py-16 sm:px-6"
      >
        <h2 id="invite-rules-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {t('rules.title')}
        </h2>
        <div className="mt-8 max-w-3xl">
          <ProgrammeRules language={language} terms={terms} email={SUPPORT_EMAIL} level={3} />
        </div>
      </section>
      <CallToAction id="invite-cta-title" title={t('cta.title')} body={t('cta.body')} className="pb-16">
        <Actions phoneHide={phoneHide} tone="dark" />
      </CallToAction>
    </>
  );
}
