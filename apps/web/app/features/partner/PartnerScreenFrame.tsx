import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of a partner's own screen: back to the partner home, the eyebrow, the title and its
 * introduction, then the screen. `wide` for a screen of side-by-side panels (income), narrow for a
 * form read top to bottom (activation).
 */
export function PartnerScreenFrame({
  back,
  eyebrow,
  title,
  intro,
  wide = false,
  children,
}: {
  back: string;
  eyebrow: string;
  title: string;
  intro?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`mx-auto px-4 pb-16 sm:px-6 ${wide ? 'max-w-5xl space-y-8 pt-10' : 'max-w-3xl space-y-6 pt-6'}`}>
        <header>
          <Link to="/agent/home" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ‹
            </span>
            {back}
          </Link>
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-600">{eyebrow}</p>
          <h1
            className={`mt-2 font-extrabold tracking-tight text-brand-900 ${
              wide ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'
            }`}
          >
            {title}
          </h1>
          {intro && <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>}
        </header>
        {children}
      </div>
    </div>
  );
}
