import type { AgreementDetail } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';

/** spec §2, §3: an agreement's text with its history, on a page of its own (no header or footer). */
export function AgreementPage({
  agreement,
  language,
  pathname,
}: {
  agreement: AgreementDetail;
  language: string;
  pathname: string;
}) {
  const { t } = useTranslation('legal');
  const { t: common } = useTranslation('common');
  const { doc, history } = agreement;
  const inForce = history.find((item) => item.current);
  const readingEarlier = inForce !== undefined && inForce.id !== doc.id;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {/* issue 64: every page leads to the invite programme; this one has no footer to do it */}
      <nav aria-label={common('nav.label')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to="/" className="text-brand-700 hover:underline">
          {t('home')}
        </Link>
        <Link to="/invite-intro" className="text-brand-700 hover:underline">
          {common('nav.invite')}
        </Link>
      </nav>
      <header className="mt-6 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-slate-900">{doc.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('version', { version: doc.version })} · {t('effective', { date: formatDate(language, doc.effective_at) })}
        </p>
        {readingEarlier && (
          <p className="mt-3 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900" role="note">
            {t('viewing')}{' '}
            <Link to={pathname} className="font-semibold underline">
              {t('readCurrent')}
            </Link>
          </p>
        )}
      </header>
      <article
        dir="auto"
        className="agreement mt-6 space-y-4 leading-relaxed text-slate-800"
        // The server sanitises agreement text before it stores and before it sends it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text from our own API
        dangerouslySetInnerHTML={{ __html: doc.content }}
      />
      {history.length > 1 && (
        <section aria-labelledby="history-title" className="mt-12 border-t border-slate-200 pt-6">
          <h2 id="history-title" className="text-lg font-semibold text-slate-900">
            {t('history')}
          </h2>
          <ol className="mt-3 space-y-3" data-testid="agreement-history">
            {history.map((item) => (
              <li key={item.id} className="text-sm">
                <Link
                  to={item.current ? pathname : `${pathname}?version=${item.id}`}
                  aria-current={item.id === doc.id ? 'page' : undefined}
                  className="font-semibold text-brand-700 hover:underline aria-[current=page]:text-slate-900"
                >
                  {t('version', { version: item.version })} · {formatDate(language, item.effective_at)}
                </Link>
                {item.current && (
                  <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                    {t('current')}
                  </span>
                )}
                <p className="text-slate-600">
                  <bdi>{item.summary}</bdi>
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
