import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { TeaserSection } from '../../ui/TeaserSection';
import { CASES_PATH, type CaseCard, casePath } from './case-model';

/** A few customer cases for another page (the home page), leading to each case and to all of them. */
export function CaseTeaser({ items }: { items: CaseCard[] }) {
  const { t } = useTranslation('cases');
  if (items.length === 0) return null;
  return (
    <TeaserSection
      id="case-teaser-title"
      title={t('teaser.title')}
      subtitle={t('teaser.subtitle')}
      allHref={CASES_PATH}
      allLabel={t('teaser.all')}
      allTestId="case-teaser-all"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="case-teaser">
        {items.map((item) => (
          <li key={item.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <img
                src={item.cover}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                {/* dir="auto": content comes in English where a language has none of its own (Arabic) */}
                <p dir="auto" className="text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{item.customer}</span>
                  <span aria-hidden="true"> · </span>
                  {item.industryName}
                </p>
                <h3 dir="auto" className="mt-2 text-lg font-bold text-brand-900">
                  <Link to={casePath(item.id)} className="hover:text-brand-700 hover:underline">
                    <bdi>{item.title}</bdi>
                  </Link>
                </h3>
                <p dir="auto" className="mt-2 line-clamp-3 text-slate-700">
                  <bdi>{item.summary}</bdi>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </TeaserSection>
  );
}
