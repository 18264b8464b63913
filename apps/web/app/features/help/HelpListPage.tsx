import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { type ArticlePage, PagedArticles } from './ArticleList';
import { HelpBreadcrumb } from './HelpBreadcrumb';
import { HelpShell } from './HelpShell';
import type { HelpTreeNode } from './help-paths';

interface ListProps {
  tree: HelpTreeNode;
  alias: string;
  kind: 'doc' | 'video';
  articles: ArticlePage;
  hrefFor: (page: number) => string;
  language: string;
}

/** spec §2, §9: `/help/:alias/doc` (the manual, 30 a page) and `/help/:alias/video` (videos, 9 a page). */
export function HelpListPage({ tree, alias, kind, articles, hrefFor, language }: ListProps) {
  const { t } = useTranslation('help');
  const title = t(kind === 'doc' ? 'home.manuals' : 'home.videos');
  return (
    <HelpShell>
      <HelpBreadcrumb trail={[{ label: tree.name, to: `/help/${alias}` }, { label: title }]} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            <bdi>{title}</bdi>
          </h1>
          <p className="mt-1 text-slate-600">{t(kind === 'doc' ? 'home.manualsHint' : 'home.videosHint')}</p>
        </div>
        <nav aria-label={t('tree.label')} className="flex gap-2">
          {(['doc', 'video'] as const).map((each) => (
            <Link
              key={each}
              to={`/help/${alias}/${each}`}
              aria-current={each === kind ? 'page' : undefined}
              className="rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600"
            >
              {t(each === 'doc' ? 'home.manuals' : 'home.videos')}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-4 text-sm text-slate-500">{t('list.count', { count: articles.total })}</p>
      <div className="mt-3">
        <PagedArticles articles={articles} hrefFor={hrefFor} language={language} videos={kind === 'video'} />
      </div>
    </HelpShell>
  );
}
