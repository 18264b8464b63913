import type { CaseIndustry, Slide } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { PageBanner } from '../../ui/PageBanner';
import { Pagination } from '../../ui/Pagination';
import { type CaseCard, casePath } from './case-model';
import { IndustryFilter } from './IndustryFilter';

export interface CaseListPageProps {
  slide: Slide | undefined;
  industries: CaseIndustry[];
  industry: string | undefined;
  items: CaseCard[];
  page: number;
  totalPages: number;
  total: number;
  formatCount: (count: number) => string;
  hrefFor: (page: number) => string;
}

function CaseItem({ item }: { item: CaseCard }) {
  const { t } = useTranslation('cases');
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={item.cover}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-3">
          <img
            src={item.logo}
            alt={t('list.logoAlt', { customer: item.customer })}
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-lg"
          />
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold text-slate-900">{item.customer}</p>
            <p className="truncate text-slate-600">
              {item.industryName}
              <span aria-hidden="true"> · </span>
              {item.region}
            </p>
          </div>
        </div>
        <h2 className="mt-4 text-lg font-bold text-brand-900">
          <Link to={casePath(item.id)} className="hover:text-brand-700 hover:underline">
            <bdi>{item.title}</bdi>
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-slate-700">
          <bdi>{item.summary}</bdi>
        </p>
        {item.highlights.length > 0 ? (
          <ul className="mt-4 space-y-1 text-sm text-slate-700">
            {item.highlights.slice(0, 2).map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <span aria-hidden="true" className="text-accent-500">
                  ●
                </span>
                <bdi>{highlight}</bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** spec §2: the customer cases (route `userstory`): a banner, the industry filter and a page of cases. */
export function CaseListPage(props: CaseListPageProps) {
  const { t } = useTranslation('cases');
  const all = props.industries.reduce((sum, industry) => sum + industry.total, 0);
  return (
    <>
      <PageBanner
        slide={props.slide}
        fallbackTitle={t('banner.title')}
        fallbackSubtitle={t('banner.subtitle')}
        testId="case-banner"
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6">
        <IndustryFilter
          industries={props.industries}
          current={props.industry}
          total={all}
          formatCount={props.formatCount}
        />
        {props.items.length === 0 ? (
          <p className="py-16 text-center text-slate-600" data-testid="case-empty">
            {t('list.empty')}
          </p>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="case-list">
            {props.items.map((item) => (
              <CaseItem key={item.id} item={item} />
            ))}
          </div>
        )}
        <Pagination page={props.page} totalPages={props.totalPages} total={props.total} hrefFor={props.hrefFor} />
      </div>
    </>
  );
}
