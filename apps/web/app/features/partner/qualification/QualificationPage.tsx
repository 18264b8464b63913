import { type Language, PARTNER_APPLICATION_LIMITS, type PartnerQualification } from '@tallybook/domain';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { box } from '../../../ui/form-parts';
import { PARTNER_PROGRAMME_PATH } from '../area/partner-areas';

export interface QualificationPageProps {
  language: Language;
  keyword: string;
  partners: PartnerQualification[];
  problem: string;
}

/**
 * The public qualification query: anyone checks that a partner is who it says, by full name, phone or
 * certificate number, and sees what its certificate says (never its phone).
 */
export function QualificationPage({ language, keyword, partners, problem }: QualificationPageProps) {
  const { t } = useTranslation(['partner-area', 'partner-apply']);
  const navigation = useNavigation();
  const date = (iso: string) => formatDate(language, iso);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl space-y-6 px-4 pt-10 pb-16 sm:px-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {t('qualification.title')}
          </h1>
          <p className="mt-3 text-slate-700">{t('qualification.intro')}</p>
        </header>
        <Form method="get" className="flex gap-2" role="search" data-testid="qualification-form">
          <label htmlFor="qualification-q" className="sr-only">
            {t('qualification.label')}
          </label>
          <input
            id="qualification-q"
            name="q"
            type="search"
            defaultValue={keyword}
            maxLength={PARTNER_APPLICATION_LIMITS.qualificationQuery}
            placeholder={t('qualification.placeholder')}
            className={box}
          />
          <Button type="submit" busy={navigation.state === 'loading'}>
            {t('qualification.submit')}
          </Button>
        </Form>
        {problem && (
          <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            {problem}
          </p>
        )}
        {partners.length > 0 && (
          <ul className="space-y-4" data-testid="qualification-results">
            {partners.map((partner) => (
              <li key={partner.certificateNo} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold text-slate-900">{partner.name}</h2>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-semibold ${partner.valid ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
                  >
                    {partner.valid ? t('qualification.valid') : t('qualification.expired')}
                  </span>
                </div>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                  <dt className="text-slate-500">{t('partner-apply:form.companyName')}</dt>
                  <dd className="text-slate-900">{partner.companyName}</dd>
                  <dt className="text-slate-500">{t('qualification.level')}</dt>
                  <dd className="text-slate-900">
                    {t(`partner-apply:levels.${partner.level}`)} · {t(`partner-apply:versions.${partner.version}`)}
                  </dd>
                  <dt className="text-slate-500">{t('partner-apply:form.region')}</dt>
                  <dd className="text-slate-900">{partner.region.join(' / ')}</dd>
                  <dt className="text-slate-500">{t('qualification.certificate')}</dt>
                  <dd className="font-mono text-slate-900">{partner.certificateNo}</dd>
                  <dt className="text-slate-500">{t('qualification.validity')}</dt>
                  <dd className="text-slate-900">
                    {date(partner.validFrom)} – {date(partner.validUntil)}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
        <Link to={PARTNER_PROGRAMME_PATH} className="inline-block font-medium text-brand-700 underline">
          {t('programme')}
        </Link>
      </div>
    </div>
  );
}
