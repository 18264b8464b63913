import { type Language, pageCount, REFERRAL_AWARD_STATES } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Pagination } from '../../../ui/Pagination';
import { ProgrammeBalances } from '../programme/ProgrammeFigures';
import { PROGRAMME_PAGES } from '../programme/programme';
import { AwardList } from './AwardList';
import type { InviteDetailData } from './detail-data';
import { DETAIL_ANCHOR, DETAIL_LISTS, DETAIL_ROWS, type DetailView, detailHref } from './detail-view';
import { RegistrationList } from './RegistrationList';

export type InviteDetailPageProps = InviteDetailData & { language: Language };

const tab =
  'flex items-center justify-center rounded-lg px-2 py-2 text-center text-sm font-semibold text-slate-700 aria-[current]:bg-white aria-[current]:text-brand-700 aria-[current]:shadow-sm sm:text-base';
const chip =
  'inline-flex rounded-full px-3 py-1 text-sm font-medium ring-1 ring-slate-200 text-slate-700 hover:bg-brand-50 aria-[current]:bg-brand-600 aria-[current]:text-white aria-[current]:ring-brand-600';
const linkStyle = 'font-semibold text-brand-700 underline';

/** What to do when a list is empty: share the link (the page that has it), or see every state. */
function Empty({ view, href, share }: { view: DetailView; href: (view: DetailView) => string; share: string }) {
  const { t } = useTranslation('invite-detail');
  const filtered = view.list === 'awards' && view.state;
  return (
    <div className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200" data-testid="list-empty">
      <p>{filtered ? t('awards.emptyState') : t(`${view.list}.empty`)}</p>
      <p className="mt-3">
        {filtered ? (
          <Link to={href({ list: 'awards', page: 1 })} className={linkStyle}>
            {t('awards.showAll')}
          </Link>
        ) : (
          <Link to={share} className={linkStyle} data-testid="empty-share">
            {t('links.share')}
          </Link>
        )}
      </p>
    </div>
  );
}

/**
 * /invite/detail and /invite/xh-share/rewards (issue 16): the user's award balances, then its awards
 * (filtered by state) or the friends who registered, a page at a time. Tabs, filters and pages are
 * links carrying the view in the address, so the screen works without JavaScript.
 */
export function InviteDetailPage({ language, programme, path, view, balances, open }: InviteDetailPageProps) {
  const { t } = useTranslation('invite-detail');
  const xh = programme === 'xh';
  const home = PROGRAMME_PAGES[xh ? 'xh' : 'tallybook'];
  const href = (next: DetailView) => detailHref(path, next);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <p>
        <Link to={home.home} className="text-sm font-semibold text-brand-700 underline" data-testid="detail-back">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>{' '}
          {xh ? t('links.backXh') : t('links.back')}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{xh ? t('titleXh') : t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('subtitle')}</p>

      <section aria-labelledby="detail-balances" className="mt-6" data-testid="detail-balances">
        <h2 id="detail-balances" className="sr-only">
          {t('balances.title')}
        </h2>
        <ProgrammeBalances
          balances={balances}
          language={language}
          label={(key) => t(`balances.${key}`)}
          testId="balance"
        />
      </section>

      <section
        id={DETAIL_ANCHOR}
        aria-labelledby="detail-lists"
        className="mt-8 scroll-mt-4 space-y-4"
        data-testid="detail-lists"
      >
        <h2 id="detail-lists" className="sr-only">
          {t('lists.label')}
        </h2>
        <nav aria-label={t('lists.label')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {DETAIL_LISTS.map((list) => (
            <Link
              key={list}
              to={href({ list, page: 1 })}
              preventScrollReset
              aria-current={open.list === list ? 'page' : undefined}
              className={tab}
              data-testid={`tab-${list}`}
            >
              {t(`lists.${list}`)}
            </Link>
          ))}
        </nav>
        {open.list === 'awards' && (
          <nav aria-label={t('filter.label')} data-testid="state-filter">
            <ul className="flex flex-wrap gap-2">
              {[undefined, ...REFERRAL_AWARD_STATES].map((state) => (
                <li key={state ?? 'all'}>
                  <Link
                    to={href({ list: 'awards', page: 1, state })}
                    preventScrollReset
                    aria-current={view.state === state ? 'page' : undefined}
                    className={chip}
                  >
                    {state ? t(`states.${state}`) : t('filter.all')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="text-sm text-slate-600" data-testid="list-count">
          {t(`${open.list}.count`, { count: open.total })}
        </p>
        {open.rows.length === 0 ? (
          <Empty view={view} href={href} share={home.home} />
        ) : open.list === 'awards' ? (
          <AwardList language={language} awards={open.rows} />
        ) : (
          <RegistrationList language={language} friends={open.rows} />
        )}
        <Pagination
          page={view.page}
          totalPages={pageCount(open.total, DETAIL_ROWS)}
          total={open.total}
          hrefFor={(page) => href({ ...view, page })}
        />
      </section>

      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6">
        <Link to={home.home} className={linkStyle}>
          {xh ? t('links.backXh') : t('links.back')}
        </Link>
        <Link to={home.rules} className={linkStyle}>
          {t('links.rules')}
        </Link>
      </p>
    </div>
  );
}
