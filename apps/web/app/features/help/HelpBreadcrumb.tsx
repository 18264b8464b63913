import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the visitor is in the help centre: the help home first, the current page last (not a link). */
export function HelpBreadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('help');
  const crumbs: Crumb[] = [{ label: t('breadcrumb.home'), to: '/help' }, ...trail];
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to ?? `here:${crumb.label}`} className="flex items-center gap-1">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400 rtl:rotate-180">
                  ›
                </span>
              )}
              {crumb.to && !last ? (
                <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="font-medium text-slate-900">
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
