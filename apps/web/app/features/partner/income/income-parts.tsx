import type { ReactNode } from 'react';

/** A panel of the income screen: a white card with its heading, phone-sized first. */
export const panel = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6';
export const panelTitle = 'text-lg font-semibold text-slate-900';

type Tone = 'amber' | 'green' | 'grey' | 'red';
const TONES: Record<Tone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-emerald-100 text-emerald-900',
  grey: 'bg-slate-100 text-slate-700',
  red: 'bg-red-100 text-red-800',
};

/** A state of a share or a withdrawal, as a small coloured label. */
export function StateBadge({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}

/** A fact of a row: its term, its value, and whether it takes a phone's whole width (a long number). */
export type RowFact = [term: string, value: ReactNode, wide?: 'wide'];

/** The facts of a row: a term above its value, two columns on a phone, three on a wider screen. */
export function RowFacts({ rows }: { rows: RowFact[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      {rows.map(([term, value, wide]) => (
        <div key={term} className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An order or withdrawal number: digits and letters read left to right in any page, broken anywhere on a phone. */
export function Reference({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="font-mono text-[0.8125rem] break-all">
      {children}
    </bdi>
  );
}

export function FormProblem({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid={testId}>
      {children}
    </p>
  );
}
