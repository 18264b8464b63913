import { type Language, message, pageCount, phoneProblem, type TeamList } from '@tallybook/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { Pagination } from '../../../ui/Pagination';
import { ADD_PROMOTER, type PartnerHomeFormResult } from './partner-home-forms';

export interface PartnerTeamPageProps {
  language: Language;
  team: TeamList;
}

const card = 'rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8';

/**
 * spec §2 /agent/add-promoter: add a promoter to the team by the phone of its Tallybook account;
 * below, the team a page at a time: promoters and the partners who applied through the apply link,
 * with the customers each one's link brought.
 */
export function PartnerTeamPage({ language, team }: PartnerTeamPageProps) {
  const { t } = useTranslation('partner-home');
  const pages = pageCount(team.total, team.pageSize);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl space-y-6 px-4 pt-6 pb-16 sm:px-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('home.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t('pages.team')}</h1>
          <p className="mt-2 text-slate-600">{t('team.intro')}</p>
        </header>
        <AddPromoterForm language={language} />
        <section aria-labelledby="team-title" className="space-y-3">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="team-title" className="text-lg font-semibold text-slate-900">
              {t('team.listTitle')}
            </h2>
            <p className="text-sm text-slate-600" data-testid="team-count">
              {t('team.count', { count: team.total })}
            </p>
          </div>
          {team.list.length === 0 ? (
            <p className={`${card} text-slate-600`}>{t('team.empty')}</p>
          ) : (
            <ul className="space-y-3" data-testid="team-list">
              {team.list.map((member) => (
                <li
                  key={`${member.kind}-${member.referralCode ?? member.joinedAt}`}
                  className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {/* a name may be of either direction, or a hidden phone */}
                      <bdi>{member.name}</bdi>{' '}
                      <span className="ms-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                        {t(`team.kinds.${member.kind}`)}
                      </span>
                    </p>
                    <p dir="ltr" className="font-mono text-sm text-slate-700">
                      {member.phone}
                    </p>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('team.joined', { date: formatDate(language, member.joinedAt, 'medium') })}
                    {member.referralCode ? ` · ${t('team.code', { code: member.referralCode })}` : ''}
                    {' · '}
                    {t('team.customers', { count: member.customers })}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <Pagination
              page={team.currentPage}
              totalPages={pages}
              total={team.total}
              hrefFor={(page) => `/agent/add-promoter?${new URLSearchParams({ page: String(page) })}`}
            />
          )}
        </section>
        <Link to="/agent/home" className="inline-block font-medium text-brand-700 underline">
          {t('team.back')}
        </Link>
      </div>
    </div>
  );
}

function AddPromoterForm({ language }: { language: Language }) {
  const { t } = useTranslation('partner-home');
  const fetcher = useFetcher<PartnerHomeFormResult>();
  const form = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState('');
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const rule = phoneProblem(String(new FormData(event.currentTarget).get('phone') ?? ''));
    const issue = rule ? message(language, rule) : '';
    setChecked(issue);
    if (issue) event.preventDefault();
  };

  const problem = checked || (answer && !answer.ok ? answer.problem : '');
  return (
    <fetcher.Form
      ref={form}
      id="add"
      method="post"
      onSubmit={submit}
      noValidate
      className={`${card} space-y-4`}
      data-testid="form-add-promoter"
    >
      <input type="hidden" name="intent" value={ADD_PROMOTER} />
      <Field id="promoter-phone" label={t('team.phone')}>
        <input
          id="promoter-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          onChange={() => setChecked('')}
          className={input}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={busy}>
          {busy ? t('team.adding') : t('team.add')}
        </Button>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="add-promoter-outcome">
            {problem}
          </p>
        ) : (
          answer?.ok && (
            <p role="status" className="text-sm font-medium text-green-700" data-testid="add-promoter-outcome">
              {answer.msg}
            </p>
          )
        )}
      </div>
    </fetcher.Form>
  );
}
