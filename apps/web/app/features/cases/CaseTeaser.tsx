import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASES_PATH, type CaseCard, casePath } from './case-model';

/** A few customer cases for another page (the home page), leading to each case and to all of them. */
export function CaseTeaser({ items }: { items: CaseCard[] }) {
  const { t } = useTranslation('cases');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="case-teaser-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="case-teaser-title" className="text-2xl font-bold text-brand-900">
            {t('teaser.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{t('teaser.subtitle')}</p>
        </div>
        <Link to={CASES_PATH} className="font-semibold text-brand-700 hover:underline" data-testid="case-teaser-all">
          {t('teaser.all')}{' '}
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            →
          </span>
        </Link>
      </div>
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
                    {item.title}
                  </Link>
                </h3>
                <p dir="auto" className="mt-2 line-clamp-3 text-slate-700">
                  {item.summary}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
