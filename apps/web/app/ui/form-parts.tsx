import type { ReactNode } from 'react';

/** The text inputs of our forms (login, mall): `box` where a row sets the spacing, `input` under a label. */
export const box =
  'block h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-500';
export const input = `mt-1 ${box}`;

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}
