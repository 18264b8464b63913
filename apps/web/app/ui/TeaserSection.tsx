import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A section that shows a few items of a list on another page, with its title and a link to all of them. */
export function TeaserSection({
  id,
  title,
  subtitle,
  allHref,
  allLabel,
  allTestId,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  allHref: string;
  allLabel: string;
  allTestId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl font-bold text-brand-900">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">{subtitle}</p>
        </div>
        <Link to={allHref} className="font-semibold text-brand-700 hover:underline" data-testid={allTestId}>
          {allLabel}{' '}
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            →
          </span>
        </Link>
      </div>
      {children}
    </section>
  );
}
