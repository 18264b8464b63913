import type { CaseIndustry } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { industryPath } from './case-model';

export interface IndustryFilterProps {
  industries: CaseIndustry[];
  /** The chosen industry's alias; undefined for all. */
  current: string | undefined;
  /** The number of cases in all industries. */
  total: number;
  formatCount: (count: number) => string;
}

function Chip({ to, name, count, active }: { to: string; name: string; count: string; active: boolean }) {
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        data-track="case.industry"
        className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors ${
          active ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'
        }`}
      >
        <span>{name}</span>
        {/* the name read out is what the chip shows, the industry and its count (WCAG 2.5.3) */}
        <span
          className={`rounded-full px-2 text-xs font-semibold ${active ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-700'}`}
        >
          {count}
        </span>
      </Link>
    </li>
  );
}

/** spec §2: the cases' industry filter, each industry with how many cases it holds. */
export function IndustryFilter({ industries, current, total, formatCount }: IndustryFilterProps) {
  const { t } = useTranslation('cases');
  return (
    <nav aria-label={t('filter.label')}>
      <ul className="flex flex-wrap gap-2" data-testid="industry-filter">
        <Chip to={industryPath(undefined)} name={t('filter.all')} count={formatCount(total)} active={!current} />
        {industries.map((industry) => (
          <Chip
            key={industry.alias}
            to={industryPath(industry.alias)}
            name={industry.name}
            count={formatCount(industry.total)}
            active={industry.alias === current}
          />
        ))}
      </ul>
    </nav>
  );
}
