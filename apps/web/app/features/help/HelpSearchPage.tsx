import { HELP_KEYWORD_MAX_LENGTH } from '@tallybook/domain';
import { useTranslation } from '../../i18n/react';
import { type ArticlePage, PagedArticles } from './ArticleList';
import { HelpBreadcrumb } from './HelpBreadcrumb';
import { HelpShell } from './HelpShell';

interface SearchProps {
  keyword: string;
  /** Null until there is something to search for, or when the keyword is refused. */
  articles: ArticlePage | null;
  tooLong: boolean;
  hrefFor: (page: number) => string;
  language: string;
}

/** spec §2: `/help/search`, across titles and bodies in the visitor's language. */
export function HelpSearchPage({ keyword, articles, tooLong, hrefFor, language }: SearchProps) {
  const { t } = useTranslation('help');
  return (
    <HelpShell keyword={keyword}>
      <HelpBreadcrumb trail={[{ label: t('search.title') }]} />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">
        {keyword && !tooLong ? t('search.for', { keyword }) : t('search.title')}
      </h1>
      {tooLong && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          {t('search.tooLong', { max: HELP_KEYWORD_MAX_LENGTH })}
        </p>
      )}
      {!keyword && <p className="mt-4 text-slate-600">{t('search.prompt')}</p>}
      {articles && (
        <>
          <p className="mt-2 text-sm text-slate-500" data-testid="search-count">
            {articles.total > 0 ? t('search.count', { count: articles.total }) : t('search.empty', { keyword })}
          </p>
          {articles.total > 0 && (
            <div className="mt-4">
              <PagedArticles articles={articles} hrefFor={hrefFor} language={language} />
            </div>
          )}
        </>
      )}
    </HelpShell>
  );
}
