import { BUSINESS_HOURS } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { DecorativeImage } from '../../ui/DecorativeImage';
import { LineIcon } from '../../ui/LineIcon';
import { Articles, type ListedArticle } from './ArticleList';
import { HelpSearchForm } from './HelpSearchForm';
import { countBelow, type HelpTrailNode, type HelpTreeNode, withQuery } from './help-paths';

const BOOK_ICON = 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z M4 21a2 2 0 0 1 2-2h13v2H6 M8 7h7 M8 11h5';
const PLAY_ICON = 'M3 5h18v14H3z M10 9l5 3-5 3z';

interface HelpHomeProps {
  tree: HelpTreeNode | null;
  recommended: ListedArticle[];
  /** The top-level category the recommended list is narrowed to, if one is chosen. */
  chosen: HelpTrailNode | null;
  language: string;
}

/** spec §2: the help home: search, topics, recommended articles, manuals and videos. */
export function HelpHomePage({ tree, recommended, chosen, language }: HelpHomeProps) {
  const { t } = useTranslation('help');
  const alias = tree?.alias ?? '';
  return (
    <div className="bg-slate-50 pb-16">
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-14 text-center text-white sm:px-6">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('hero.title')}</h1>
        <p className="mt-3 text-brand-100">{t('hero.subtitle')}</p>
        <div className="mt-8 flex justify-center">
          <HelpSearchForm large />
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {tree && (
          <section aria-labelledby="topics-title" className="mt-12">
            <h2 id="topics-title" className="text-2xl font-bold text-slate-900">
              {t('home.topics')}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="help-topics">
              {tree.children.map((root) => (
                <li key={root.id}>
                  <Link
                    to={`/help/${alias}/${root.id}`}
                    className="flex h-full gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200 hover:ring-brand-500"
                  >
                    {root.icon && <DecorativeImage src={root.icon} size={40} />}
                    <span>
                      <span className="block font-semibold text-slate-900">{root.name}</span>
                      <span className="mt-1 block text-sm text-slate-600">{root.description}</span>
                      <span className="mt-2 block text-xs text-slate-500">
                        {t('home.articles', { count: countBelow(root) })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="recommended-title" className="mt-12">
          <h2 id="recommended-title" className="text-2xl font-bold text-slate-900">
            {/* spec §9: the recommended list is titled 常见问题 (FAQ) until a category is chosen */}
            {chosen ? chosen.name : t('home.recommended')}
          </h2>
          {tree && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('tree.label')}>
              {[null, ...tree.children].map((root) => (
                <li key={root?.id ?? 'all'}>
                  <Link
                    to={withQuery('/help', { category: root?.id })}
                    preventScrollReset
                    aria-current={(root?.id ?? null) === (chosen?.id ?? null) ? 'true' : undefined}
                    className="inline-block rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white aria-[current=true]:ring-brand-600"
                  >
                    {root ? root.name : t('home.all')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6" data-testid="help-recommended">
            <Articles articles={recommended} language={language} />
          </div>
        </section>

        <section className="mt-12 grid gap-4 sm:grid-cols-2">
          {alias &&
            (['doc', 'video'] as const).map((kind) => (
              <Link
                key={kind}
                to={`/help/${alias}/${kind}`}
                className="rounded-xl bg-white p-6 ring-1 ring-slate-200 hover:ring-brand-500"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <LineIcon path={kind === 'doc' ? BOOK_ICON : PLAY_ICON} />
                </span>
                <span className="mt-3 block text-lg font-semibold text-slate-900">
                  {t(kind === 'doc' ? 'home.manuals' : 'home.videos')}
                </span>
                <span className="mt-1 block text-sm text-slate-600">
                  {t(kind === 'doc' ? 'home.manualsHint' : 'home.videosHint')}
                </span>
              </Link>
            ))}
        </section>

        <p className="mt-10 text-center text-sm text-slate-600">
          {t('home.contact', { opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes })}
        </p>
      </div>
    </div>
  );
}
