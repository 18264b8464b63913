import type { ReactNode } from 'react';
import { HelpSearchForm } from './HelpSearchForm';

/** The help centre's band under the site header: its search, then the page. */
export function HelpShell({ keyword, children }: { keyword?: string; children: ReactNode }) {
  return (
    <div className="bg-slate-50 pb-16">
      <div className="bg-brand-900 px-4 py-6 sm:px-6">
        <div className="mx-auto flex max-w-6xl justify-center">
          <HelpSearchForm keyword={keyword} />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">{children}</div>
    </div>
  );
}
