import { ALL_NEWS_ALIAS } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { TeaserSection } from '../../ui/TeaserSection';
import { type NewsCard, newsPath } from './news-model';

/** The latest news for another page (the home page), leading to each article and to the news list. */
export function NewsTeaser({ items }: { items: NewsCard[] }) {
  const { t } = useTranslation('news');
  if (items.length === 0) return null;
  return (
    <TeaserSection
      id="news-teaser-title"
      title={t('teaser.title')}
      subtitle={t('teaser.subtitle')}
      allHref={newsPath(ALL_NEWS_ALIAS)}
      allLabel={t('teaser.all')}
      allTestId="news-teaser-all"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="news-teaser">
        {items.map((item) => (
          <li key={item.id}>
            <article className="flex h-full flex-col max-sm:border-b max-sm:border-slate-200 max-sm:pb-6">
              {/* phones get a list of headlines: a lazy image that is not displayed is never fetched */}
              <img
                src={item.cover}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200 max-sm:hidden"
              />
              <p className="flex flex-wrap gap-x-3 text-sm sm:mt-4">
                <span className="font-semibold text-brand-600">{item.categoryName}</span>
                <time className="text-slate-600">{item.date}</time>
              </p>
              {/* dir="auto": content comes in English where a language has none of its own (Arabic) */}
              <h3 dir="auto" className="mt-1 text-lg font-bold text-slate-900">
                {/* every item is also an article of the all-news list, whatever its category */}
                <Link to={newsPath(ALL_NEWS_ALIAS, item.id)} className="hover:text-brand-700 hover:underline">
                  <bdi>{item.title}</bdi>
                </Link>
              </h3>
              <p dir="auto" className="mt-2 line-clamp-2 text-slate-700">
                <bdi>{item.summary}</bdi>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </TeaserSection>
  );
}
