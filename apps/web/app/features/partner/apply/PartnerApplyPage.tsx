import {
  type Language,
  message,
  PARTNER_APPLICATION_LIMITS,
  PARTNER_VERSIONS,
  type PartnerStanding,
  partnerApplicationProblem,
  type RegionOption,
} from '@tallybook/domain';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Button, buttonStyle } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { toast } from '../../../ui/Toast';
import { PARTNER_HOME_PATH, PARTNER_PROGRAMME_PATH } from '../area/partner-areas';
import { APPLY_PARTNER, type ApplyPartnerResult } from './partner-apply-form';
import { RegionCascader } from './RegionCascader';

export interface CodeFieldProps {
  id: string;
  label: string;
  name: string;
  phone: string;
  value: string;
  onChange: (value: string) => void;
}

export interface PartnerApplyPageProps {
  language: Language;
  /** The logged-in user's masked phone; null for a visitor. */
  phoneHide: string | null;
  /** Where the account stands in the programme; null for a visitor. */
  standing: PartnerStanding | null;
  provinces: RegionOption[];
  /** The referral code of the partner whose apply link brought the applicant (?partner=), if any. */
  partnerCode: string | null;
  /** This page's address, with the apply link's code: logging in first comes back to it. */
  applyPath: string;
  /** The SMS code input with its send button (purpose partner), composed by the route. */
  codeField: (props: CodeFieldProps) => ReactNode;
}

const card = 'rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8';

/**
 * spec §2 /agent/join-apply, §3 Partner application: a logged-in merchant applies (name, phone with
 * an SMS code, company, region, email, main needs, version, the terms); an applicant sees where the
 * application stands, a rejected one why, and a partner its certificate.
 */
export function PartnerApplyPage({
  language,
  phoneHide,
  standing,
  provinces,
  partnerCode,
  applyPath,
  codeField,
}: PartnerApplyPageProps) {
  const { t } = useTranslation(['partner-apply', 'partner-area']);
  const application = standing?.application ?? null;
  const open = application && (application.state === 'submitted' || application.state === 'underReview');
  const date = (iso: string) => formatDate(language, iso);

  let body: ReactNode;
  if (!phoneHide) {
    body = (
      <section className={card} data-testid="apply-visitor">
        <h2 className="text-lg font-semibold text-slate-900">{t('visitor.title')}</h2>
        <p className="mt-2 text-slate-700">{t('visitor.body')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`/login?${new URLSearchParams({ next: applyPath })}`} className={buttonStyle({ size: 'lg' })}>
            {t('visitor.login')}
          </Link>
          <Link
            to={`/login?${new URLSearchParams({ mode: 'register', next: applyPath })}`}
            className="rounded-lg bg-white px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:ring-brand-500"
          >
            {t('visitor.register')}
          </Link>
        </div>
      </section>
    );
  } else if (standing?.partner) {
    const { partner } = standing;
    body = (
      <section className={card} data-testid="apply-partner">
        <h2 className="text-lg font-semibold text-slate-900">{t('partner.title')}</h2>
        <p className="mt-2 text-slate-700">
          {t('partner.body', {
            level: t(`levels.${partner.level}`),
            version: t(`versions.${partner.version}`),
            certificate: partner.certificateNo,
            date: date(partner.validUntil),
          })}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={PARTNER_HOME_PATH} className={buttonStyle({ size: 'lg' })}>
            {t('partner.area')}
          </Link>
          <Link
            to={`/agent/qualification?${new URLSearchParams({ q: partner.certificateNo })}`}
            className="font-medium text-brand-700 underline"
          >
            {t('partner-area:qualification.mine')}
          </Link>
        </div>
      </section>
    );
  } else if (open && application) {
    body = (
      <section className={card} data-testid="apply-pending" aria-live="polite">
        <p className="text-sm font-semibold text-brand-700" data-testid="apply-state">
          {t(`states.${application.state}`)}
        </p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">{t('pending.title')}</h2>
        <p className="mt-2 text-slate-700">
          {t('pending.body', {
            date: date(application.submittedAt),
            version: t(`versions.${application.version}`),
            phone: application.phone,
          })}
        </p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">{t('form.applicantName')}</dt>
          <dd className="text-slate-900">{application.applicantName}</dd>
          <dt className="text-slate-500">{t('form.companyName')}</dt>
          <dd className="text-slate-900">{application.companyName}</dd>
          <dt className="text-slate-500">{t('form.region')}</dt>
          <dd className="text-slate-900">{application.region.join(' / ')}</dd>
        </dl>
      </section>
    );
  } else {
    body = (
      <>
        {application?.state === 'rejected' && (
          <section className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200" data-testid="apply-rejected">
            <h2 className="font-semibold text-amber-900">{t('rejected.title')}</h2>
            <p className="mt-1 text-amber-900">{t('rejected.reason', { reason: application.reviewNote ?? '' })}</p>
            <p className="mt-1 text-sm text-amber-800">{t('rejected.again')}</p>
          </section>
        )}
        <ApplicationForm
          language={language}
          accountPhone={phoneHide}
          provinces={provinces}
          partnerCode={partnerCode}
          codeField={codeField}
        />
      </>
    );
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl space-y-6 px-4 pt-10 pb-16 sm:px-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-slate-700">{t('intro')}</p>
          <Link to={PARTNER_PROGRAMME_PATH} className="mt-3 inline-block font-medium text-brand-700 underline">
            {t('programme')}
          </Link>
        </header>
        {body}
      </div>
    </div>
  );
}

function ApplicationForm({
  language,
  accountPhone,
  provinces,
  partnerCode,
  codeField,
}: {
  language: Language;
  /** The logged-in account's masked phone: proven by its login, it needs no second code (issue 64). */
  accountPhone: string;
  provinces: RegionOption[];
  partnerCode: string | null;
  codeField: PartnerApplyPageProps['codeField'];
}) {
  const { t } = useTranslation(['partner-apply', 'login']);
  const fetcher = useFetcher<ApplyPartnerResult>();
  const [phoneChoice, setPhoneChoice] = useState<'account' | 'other'>('account');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [region, setRegion] = useState('');
  const [checked, setChecked] = useState('');
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const problem = checked || (answer && !answer.ok ? answer.problem : '');

  useEffect(() => {
    if (answer?.ok) toast.success(answer.msg);
  }, [answer]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    const rule = partnerApplicationProblem(
      {
        applicantName: field('applicantName'),
        companyName: field('companyName'),
        phone: phoneChoice === 'account' ? null : phone,
        code,
        regionCode: region,
        email: field('email'),
        mainNeeds: field('mainNeeds'),
        agreed: form.get('agreed') === 'on',
      },
      (chosen) => chosen !== '' && chosen === region,
    );
    const issue = rule ? message(language, rule) : '';
    setChecked(issue);
    if (issue) event.preventDefault();
  };

  return (
    <fetcher.Form method="post" onSubmit={submit} noValidate className={`${card} space-y-5`} data-testid="form-apply">
      <input type="hidden" name="intent" value={APPLY_PARTNER} />
      {partnerCode && <input type="hidden" name="partnerCode" value={partnerCode} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="apply-name" label={t('form.applicantName')}>
          <input
            id="apply-name"
            name="applicantName"
            autoComplete="name"
            maxLength={PARTNER_APPLICATION_LIMITS.name}
            className={input}
          />
        </Field>
        <Field id="apply-company" label={t('form.companyName')}>
          <input
            id="apply-company"
            name="companyName"
            autoComplete="organization"
            maxLength={PARTNER_APPLICATION_LIMITS.company}
            className={input}
          />
        </Field>
      </div>
      <fieldset>
        <legend className="block text-sm font-medium text-slate-700">{t('form.phone')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {(['account', 'other'] as const).map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-checked:ring-2 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                name="phoneChoice"
                value={choice}
                checked={phoneChoice === choice}
                onChange={() => {
                  setPhoneChoice(choice);
                  setChecked('');
                }}
                className="mt-1 size-4"
              />
              <span className="text-slate-900">
                {t(`form.phoneChoice.${choice}`)}
                {choice === 'account' && (
                  <bdi dir="ltr" className="ms-1 font-medium" data-testid="apply-account-phone">
                    {accountPhone}
                  </bdi>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {phoneChoice === 'other' && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="apply-phone" label={t('form.otherPhone')}>
            <input
              id="apply-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setChecked('');
              }}
              placeholder={t('login:phonePlaceholder')}
              className={input}
            />
          </Field>
          {codeField({
            id: 'apply-code',
            label: t('form.code'),
            name: 'code',
            phone,
            value: code,
            onChange: (value) => {
              setCode(value);
              setChecked('');
            },
          })}
        </div>
      )}
      <RegionCascader name="regionCode" provinces={provinces} onChange={setRegion} />
      <Field id="apply-email" label={t('form.email')}>
        <input
          id="apply-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={PARTNER_APPLICATION_LIMITS.email}
          className={input}
        />
      </Field>
      <Field id="apply-needs" label={t('form.mainNeeds')}>
        <textarea
          id="apply-needs"
          name="mainNeeds"
          rows={3}
          maxLength={PARTNER_APPLICATION_LIMITS.mainNeeds}
          placeholder={t('form.mainNeedsHint')}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-500"
        />
      </Field>
      <fieldset>
        <legend className="block text-sm font-medium text-slate-700">{t('form.version')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {PARTNER_VERSIONS.map((version, at) => (
            <label
              key={version}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-checked:ring-2 has-checked:ring-brand-500"
            >
              <input type="radio" name="version" value={version} defaultChecked={at === 0} className="mt-1 size-4" />
              <span>
                <span className="block font-medium text-slate-900">{t(`versions.${version}`)}</span>
                <span className="block text-sm text-slate-600">{t(`form.versionHints.${version}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" name="agreed" className="mt-0.5 size-4" onChange={() => setChecked('')} />
        <span>
          {t('form.agree')}{' '}
          <Link to="/license/service-licence" target="_blank" className="font-medium text-brand-700 underline">
            {t('login:register.terms')}
          </Link>
        </span>
      </label>
      <p role="alert" className="min-h-5 text-sm text-red-700" data-testid="form-problem">
        {problem}
      </p>
      <Button type="submit" busy={busy}>
        {t('form.submit')}
      </Button>
    </fetcher.Form>
  );
}
