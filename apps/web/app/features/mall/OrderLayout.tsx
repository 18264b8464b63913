import type { ReactNode } from 'react';

/** The narrow column the order screens share. */
export function OrderLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">{children}</div>
    </div>
  );
}
