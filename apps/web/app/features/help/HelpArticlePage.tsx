import type { Category, HelpArticleDetail, Language } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { buttonStyle } from '../../ui/Button';
import { RichText } from '../../ui/RichText';
import type { ListedArticle } from './ArticleList';
import { FeedbackButtons } from './FeedbackButtons';
import { HelpBreadcrumb } from './HelpBreadcrumb';
import { HelpShell } from './HelpShell';
import { articlePath } from './help-paths';

interface ArticleProps {
  article: HelpArticleDetail;
  /** Root first, down to the article's category. */
  ancestors: Category[];
  related: ListedArticle[];
  language: Language;
}

function crumbsFor(ancestors: Category[]) {
  const [root, top, ...below] = ancestors;
  if (!root?.alias) return [];
  const alias = root.alias;
  return [
    { label: root.name, to: `/help/${alias}` },
    ...(top ? [{ label: top.name, to: `/help/${alias}/${top.id}` }] : []),
    ...below.map((node) => ({ label: node.name, to: `/help/${alias}/${top?.id}?category=${node.id}` })),
  ];
}

/** spec §2, §3: `/help/doc/:articleId` and `/help/video/:articleId`. */
export function HelpArticlePage({ article, ancestors, related, language }: ArticleProps) {
  const { t } = useTranslation('help');
  return (
    <HelpShell>
      <HelpBreadcrumb trail={[...crumbsFor(ancestors), { label: article.title }]} />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_18rem]">
        <article className="rounded-xl bg-white p-6 ring-1 ring-slate-200 sm:p-10">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <bdi>{article.title}</bdi>
          </h1>
          <p className="mt-3 text-sm text-slate-500" data-testid="article-facts">
            <time dateTime={article.create_time}>
              {t('article.published', { date: formatDate(language, article.create_time) })}
            </time>{' '}
            · <span>{t('article.views', { count: article.hits })}</span>
          </p>
          {article.is_video === 1 && article.video_url && (
            // Captions: the clip has no speech; the article below says what it shows, step by step.
            // biome-ignore lint/a11y/useMediaCaption: silent screen recording, described by the text below
            <video
              controls
              preload="metadata"
              poster={article.poster ?? article.thumbnail}
              className="mt-6 aspect-video w-full rounded-lg bg-slate-900"
              data-testid="help-video"
            >
              <source src={article.video_url} type="video/mp4" />
              <a href={article.video_url}>{t('article.videoFallback')}</a>
            </video>
          )}
          <RichText html={article.content} className="mt-6 leading-relaxed text-slate-800" />
          <FeedbackButtons key={article.id} useful={article.useful} useless={article.useless} voted={article.voted} />
        </article>
        {related.length > 0 && (
          <aside aria-labelledby="related-title" className="lg:sticky lg:top-20 lg:self-start">
            <h2 id="related-title" className="font-semibold text-slate-900">
              {t('article.related')}
            </h2>
            <ul className="mt-3 space-y-2" data-testid="related-articles">
              {related.map((each) => (
                <li key={each.id}>
                  <Link to={articlePath(each)} className="text-sm text-brand-700 hover:underline">
                    {each.title}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </HelpShell>
  );
}

/** An article id that names nothing: said plainly, with the way back. */
export function HelpArticleMissing() {
  const { t } = useTranslation('help');
  return (
    <HelpShell>
      <div className="rounded-xl bg-white p-10 text-center ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{t('article.notFoundTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('article.notFoundBody')}</p>
        <Link to="/help" className={buttonStyle({ size: 'sm', className: 'mt-6' })}>
          {t('article.back')}
        </Link>
      </div>
    </HelpShell>
  );
}
