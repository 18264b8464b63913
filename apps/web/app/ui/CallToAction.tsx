import type { ReactNode } from 'react';

/**
 * The banner that closes a marketing page: a title, a line under it, and what to do next (links or
 * buttons, centred). `id` names the title, which labels the section.
 */
export function CallToAction({
  id,
  title,
  body,
  className = '',
  children,
}: {
  id: string;
  title: ReactNode;
  body: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-6xl px-4 sm:px-6 ${className}`.trimEnd()}>
      <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">{body}</p>
        <div className="mt-8 flex justify-center">{children}</div>
      </div>
    </section>
  );
}
