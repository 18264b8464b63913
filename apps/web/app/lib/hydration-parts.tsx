import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';

/**
 * The page hydrates in parts (issue 13, decision 0032). React hydrates the content of a Suspense
 * boundary the server rendered whole after the rest of the page, each boundary in renders and a
 * commit of its own: so the header, the page and the footer no longer hydrate, commit and run their
 * effects in one task of 50–100 ms on a phone. The page counts as hydrated (`data-hydrated` on the
 * document, which the browser journeys wait for) once every part has.
 */
const waiting = new Set<string>();
let firstHydrationOver = typeof document === 'undefined';
let whenAllHydrated: (() => void) | undefined;

function PartHydrated({ part }: { part: string }) {
  useEffect(() => {
    waiting.delete(part);
    if (waiting.size === 0 && whenAllHydrated) {
      const done = whenAllHydrated;
      whenAllHydrated = undefined;
      done();
    }
  }, [part]);
  return null;
}

/** A part of the page that hydrates on its own. */
export function HydrationPart({ children }: { children: ReactNode }) {
  const part = useId();
  // once, as the part first renders: the page renders again while its parts hydrate
  useState(() => {
    if (!firstHydrationOver) waiting.add(part);
    return part;
  });
  return (
    <Suspense>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

/** Calls `done` once every part of the first hydration has hydrated (at once when none is left). */
export function afterAllPartsHydrate(done: () => void): void {
  const finish = () => {
    firstHydrationOver = true;
    done();
  };
  if (waiting.size === 0) finish();
  else whenAllHydrated = finish;
}
