import type { ReactNode } from 'react';

type Tone = 'amber' | 'green' | 'blue' | 'grey';
const TONES: Record<Tone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-emerald-100 text-emerald-900',
  blue: 'bg-sky-100 text-sky-900',
  grey: 'bg-slate-100 text-slate-700',
};

/** A state as a small coloured label (its word says it; the colour only helps). */
export function StateBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
      data-testid="row-state"
    >
      {children}
    </span>
  );
}

/** The facts of a row: a term above its value, two columns on a phone, three on a wider screen. */
export function RowFacts({ rows }: { rows: Array<[term: string, value: ReactNode]> }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A masked phone or an order number: left to right in any page (a masked phone has no strong letter). */
export function Ltr({ children, mono = false }: { children: string; mono?: boolean }) {
  return (
    <bdi dir="ltr" className={mono ? 'font-mono text-[0.8125rem] break-all' : undefined}>
      {children}
    </bdi>
  );
}
