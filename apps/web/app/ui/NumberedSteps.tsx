import type { ReactNode } from 'react';

/** A step of NumberedSteps: its title and body, and anything more the page says of it (`more`). */
export interface NumberedStep {
  key: string;
  title: string;
  body: string;
  more?: ReactNode;
}

/**
 * Steps as a list of numbered cards, in order (the invite intro's and the partner landing's): each
 * card its number, title and body. `columns` lays the cards out; the rest of the look is the same.
 */
export function NumberedSteps({
  steps,
  columns,
  testId,
}: {
  steps: readonly NumberedStep[];
  columns: string;
  testId: string;
}) {
  return (
    <ol className={`mt-10 grid gap-6 ${columns}`} data-testid={testId}>
      {steps.map(({ key, title, body, more }, index) => (
        <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{body}</p>
          {more}
        </li>
      ))}
    </ol>
  );
}
