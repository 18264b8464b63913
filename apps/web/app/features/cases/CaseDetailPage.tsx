import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { RichText } from '../../ui/RichText';
import { CASES_PATH, type CaseCard, type CaseStory, industryPath } from './case-model';
import { HotCases } from './HotCases';

function Story({ story }: { story: CaseStory }) {
  const { t } = useTranslation('cases');
  return (
    <article data-testid="case-story">
      <div className="flex items-center gap-4">
        <img
          src={story.logo}
          alt={t('list.logoAlt', { customer: story.customer })}
          width={64}
          height={64}
          // beside the story's title at the top of the page: fetched at once (decision 0070)
          fetchPriority="high"
          className="size-16 shrink-0 rounded-2xl"
        />
        <Link
          to={industryPath(story.industry)}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-100"
        >
          {story.industryName}
        </Link>
      </div>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">
        <bdi>{story.title}</bdi>
      </h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl bg-slate-50 p-5 sm:grid-cols-4" data-testid="case-facts">
        <div>
          <dt className="text-sm text-slate-600">{t('detail.customer')}</dt>
          <dd className="mt-1 font-semibold text-slate-900" data-testid="case-customer">
            {story.customer}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('detail.region')}</dt>
          <dd className="mt-1 font-semibold text-slate-900" data-testid="case-region">
            {story.region}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('detail.published')}</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            <time>{story.date}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('detail.views')}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{story.views}</dd>
        </div>
      </dl>
      {story.highlights.length > 0 ? (
        <section aria-labelledby="case-highlights-title" className="mt-8">
          <h2 id="case-highlights-title" className="text-xl font-bold text-brand-900">
            {t('detail.highlights')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="case-highlights">
            {story.highlights.map((highlight) => (
              <li
                key={highlight}
                className="rounded-xl border-s-4 border-accent-400 bg-white p-4 font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200"
              >
                <bdi>{highlight}</bdi>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {story.quote ? (
        <figure className="mt-10 rounded-2xl bg-brand-900 p-6 text-white sm:p-8" data-testid="case-quote">
          <blockquote className="text-xl leading-relaxed font-medium">
            <p>“{story.quote}”</p>
          </blockquote>
          {story.quoteAuthor ? (
            <figcaption className="mt-4 text-brand-100">
              — {story.quoteAuthor}, {story.customer}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <section aria-labelledby="case-story-title" className="mt-10">
        <h2 id="case-story-title" className="text-xl font-bold text-brand-900">
          {t('detail.story')}
        </h2>
        <RichText
          html={story.content}
          dir="auto"
          className="mt-4 text-lg leading-relaxed text-slate-800 [&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-accent-400 [&_blockquote]:ps-4 [&_blockquote]:italic"
          data-testid="case-content"
        />
      </section>
    </article>
  );
}

function NotFound() {
  const { t } = useTranslation('cases');
  return (
    <div className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200" data-testid="case-not-found">
      <h1 className="text-2xl font-bold text-brand-900">{t('detail.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('detail.notFoundBody')}</p>
    </div>
  );
}

/** spec §2: a customer case (`/case/:id`) with the hot list beside it. */
export function CaseDetailPage({ story, hot }: { story: CaseStory | null; hot: CaseCard[] }) {
  const { t } = useTranslation('cases');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {story ? <Story story={story} /> : <NotFound />}
          <Link
            to={CASES_PATH}
            className="mt-8 inline-block font-semibold text-brand-700 hover:underline"
            data-testid="case-back"
          >
            {t('detail.backToList')}
          </Link>
        </div>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <HotCases items={hot} />
        </div>
      </div>
    </div>
  );
}
