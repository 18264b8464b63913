import { useTranslation } from '../../i18n/react';
import { type ArticlePage, PagedArticles } from './ArticleList';
import { CategoryTree } from './CategoryTree';
import { type Crumb, HelpBreadcrumb } from './HelpBreadcrumb';
import { HelpShell } from './HelpShell';
import type { HelpTrailNode, HelpTreeNode } from './help-paths';

interface TopicProps {
  tree: HelpTreeNode;
  alias: string;
  /** Root first, down to the category listed; empty for the whole tree. */
  trail: HelpTrailNode[];
  articles: ArticlePage;
  hrefFor: (page: number) => string;
  language: string;
}

/** spec §2: `/help/:alias` and `/help/:alias/:rootCategoryId`: the tree beside the articles it holds. */
export function HelpTopicPage({ tree, alias, trail, articles, hrefFor, language }: TopicProps) {
  const { t } = useTranslation('help');
  const current = trail.at(-1);
  const crumbs: Crumb[] = [
    { label: tree.name, to: `/help/${alias}` },
    ...trail.map((node, index) => ({
      label: node.name,
      to: index === 0 ? `/help/${alias}/${node.id}` : `/help/${alias}/${trail[0]?.id}?category=${node.id}`,
    })),
  ];
  return (
    <HelpShell>
      <HelpBreadcrumb trail={crumbs} />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <CategoryTree tree={tree} alias={alias} rootId={trail[0]?.id} currentId={current?.id} />
        </aside>
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{current?.name ?? tree.name}</h1>
          {(current ?? tree).description && <p className="mt-2 text-slate-600">{(current ?? tree).description}</p>}
          <p className="mt-4 text-sm text-slate-500">{t('list.count', { count: articles.total })}</p>
          <div className="mt-3">
            <PagedArticles articles={articles} hrefFor={hrefFor} language={language} />
          </div>
        </div>
      </div>
    </HelpShell>
  );
}
